import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { faqMainListQuery } from '@/features/login/api/faq-main-list';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { ToggleButtons } from '@/shared/ui/toggle-buttons';
import { FaqItems } from './faq-items';

const FaqDetailModal = lazyDialog(
  () => import('./faq-detail-modal').then((m) => m.FaqDetailModal),
  (p) => p.seq !== null,
);
const FaqAllList = lazy(() => import('./faq-all-list').then((m) => ({ default: m.FaqAllList })));

type FaqTab = 'main' | 'all';

/**
 * The login page's FAQ: the main questions, and every question 10 per page (spec access §2). Two toggle
 * buttons rather than antd Tabs, which bring Menu and Dropdown (their overflow menu) to the sign-in page for
 * two fixed choices; the paged list loads when its tab is opened.
 */
export function FaqBoard() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<FaqTab>('main');
  const [openSeq, setOpenSeq] = useState<number | null>(null);
  const main = useQuery(faqMainListQuery(i18n.language));

  const tabs = [
    { value: 'main' as const, label: t('login.faq.tabMain'), testId: 'faq-tab-main' },
    { value: 'all' as const, label: t('login.faq.tabAll'), testId: 'faq-tab-all' },
  ];

  return (
    <Panel size="small" title={t('login.faq.title')} data-testid="faq-board">
      <Flex vertical gap={12}>
        <ToggleButtons<FaqTab> value={tab} onChange={setTab} options={tabs} label={t('login.faq.title')} />
        {/* Only the open list is in the page: the same question may be on both lists (one test id each). */}
        {tab === 'main' ? (
          <FaqItems items={main.data} loading={main.isFetching} failed={main.isError} onOpen={setOpenSeq} />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <FaqAllList onOpen={setOpenSeq} />
          </Suspense>
        )}
      </Flex>
      <FaqDetailModal seq={openSeq} onClose={() => setOpenSeq(null)} />
    </Panel>
  );
}
