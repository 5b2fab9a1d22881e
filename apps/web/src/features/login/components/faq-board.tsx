import { FAQ_PAGE_SIZE } from '@po/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Pagination, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { faqListQuery } from '@/features/login/api/faq-list';
import { faqMainListQuery } from '@/features/login/api/faq-main-list';
import { FaqDetailModal } from './faq-detail-modal';
import { FaqItems } from './faq-items';

type FaqTab = 'main' | 'all';

/** The login page's FAQ: the main questions, and every question 10 per page (spec access §2). */
export function FaqBoard() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<FaqTab>('main');
  const [pageNum, setPageNum] = useState(1);
  const [openSeq, setOpenSeq] = useState<number | null>(null);
  const main = useQuery(faqMainListQuery(i18n.language));
  const all = useQuery({ ...faqListQuery(i18n.language, pageNum), enabled: tab === 'all' });

  const items = [
    {
      key: 'main',
      label: <span data-testid="faq-tab-main">{t('login.faq.tabMain')}</span>,
      children: <FaqItems items={main.data} loading={main.isFetching} failed={main.isError} onOpen={setOpenSeq} />,
    },
    {
      key: 'all',
      label: <span data-testid="faq-tab-all">{t('login.faq.tabAll')}</span>,
      children: (
        <Flex vertical gap={12}>
          <FaqItems items={all.data?.list} loading={all.isFetching} failed={all.isError} onOpen={setOpenSeq} />
          {(all.data?.totalCnt ?? 0) > FAQ_PAGE_SIZE && (
            <Flex justify="center">
              <Pagination
                size="small"
                current={pageNum}
                pageSize={FAQ_PAGE_SIZE}
                total={all.data?.totalCnt ?? 0}
                showSizeChanger={false}
                onChange={setPageNum}
                data-testid="faq-pagination"
              />
            </Flex>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card size="small" title={t('login.faq.title')} data-testid="faq-board">
      {/* Only the open tab is in the page: the same question may be on both lists (one test id each). */}
      <Tabs activeKey={tab} onChange={(key) => setTab(key === 'all' ? 'all' : 'main')} items={items} destroyOnHidden />
      <FaqDetailModal seq={openSeq} onClose={() => setOpenSeq(null)} />
    </Card>
  );
}
