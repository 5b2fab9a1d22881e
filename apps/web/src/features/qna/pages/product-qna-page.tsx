import { ZProductQnaFilter, type TAnswerStsCd, type TProductQnaListRequest, type TProductQnaRow } from '@po/contracts';
import { LockOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { shortcutRange } from '@/shared/date/date-shortcuts';
import { seoulToday } from '@/shared/date/seoul';
import { formatDateTime } from '@/shared/format/date';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { dayBounds, useFilterForm } from '@/shared/list/use-filter-form';
import { readFilters, useListSearch } from '@/shared/list/use-list-search';
import type { DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { useProductQnaList } from '../api/product-qna';
import { blankQnaFilters, fromQnaFormValues, QnaFilters, toQnaFormValues, type QnaFilterValues } from '../components/qna-filters';
import { QnaStatusTabs } from '../components/qna-status-tabs';

// The drawer (its form, descriptions and skeleton) loads when a question is first opened, not with the list.
const QnaAnswerDrawer = lazyDialog(
  () => import('../components/qna-answer-drawer').then((m) => m.QnaAnswerDrawer),
  (p) => p.prdQnaSq !== null,
);

function useColumns(): DataColumn<TProductQnaRow>[] {
  const { t } = useTranslation();
  return [
    { key: 'prdQnaSq', title: t('qna.field.prdQnaSq'), dataIndex: 'prdQnaSq', width: 80 },
    {
      key: 'answerStsCd',
      title: t('qna.field.answerType'),
      width: 130,
      render: (r) => (
        <>
          {t(`qna.answerSts.${r.answerStsCd}`)}{' '}
          {r.overdueYn === 'Y' && (
            <Tag color="red" data-testid={`qna-overdue-${r.prdQnaSq}`}>
              {t('qna.list.overdue')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'qnaClassCd', title: t('qna.field.qnaClassCd'), width: 90, render: (r) => t(`qna.qnaClass.${r.qnaClassCd}`) },
    { key: 'prodNm', title: t('qna.field.prodNm'), width: 200, ellipsis: true, render: (r) => `${r.prodNm} (${r.prodCd})` },
    {
      key: 'question',
      title: t('qna.field.question'),
      width: 300,
      ellipsis: true,
      render: (r) =>
        r.secretYn === 'Y' ? (
          // An icon, not an emoji: the fonts of many office machines have no emoji and draw a box.
          <>
            <LockOutlined aria-label={t('qna.list.secret')} title={t('qna.list.secret')} /> {r.question}
          </>
        ) : (
          r.question
        ),
    },
    { key: 'buyerNm', title: t('qna.field.buyerNm'), dataIndex: 'buyerNm', width: 90 },
    { key: 'questionDt', title: t('qna.field.questionDt'), width: 150, render: (r) => formatDateTime(r.questionDt) },
    { key: 'answerDt', title: t('qna.field.answerDt'), width: 150, render: (r) => (r.answerDt ? formatDateTime(r.answerDt) : '-') },
  ];
}

/**
 * /qna/productQna: buyers' questions in a period (the last month unless searched otherwise) under answer-state tabs.
 * The address's query opens a search (the dashboard links ?dateType=QUESTION&answerType=UNANSWERED&startDt=&endDt=);
 * a row opens the answer drawer.
 */
export function ProductQnaPage() {
  useMessageNamespaces('qna');
  const { t } = useTranslation();
  const month = shortcutRange('1m', seoulToday());
  const days = dayBounds(month);
  const [params] = useSearchParams();
  const paramsKey = params.toString();
  // The link's filters, each checked by the contract's schema (a bad one is dropped, not the search).
  const linked = useMemo(() => readFilters(ZProductQnaFilter, Object.fromEntries(new URLSearchParams(paramsKey))), [paramsKey]);
  const defaults = { dateType: 'QUESTION' as const, startDt: days.from!, endDt: days.to!, ...linked };
  const list = useListSearch(ZProductQnaFilter, 'productQna', { defaults });
  const filters = { ...defaults, ...list.filters };
  const request: TProductQnaListRequest = { ...filters, ...list.page };
  const query = useProductQnaList(request);
  const form = useFilterForm<QnaFilterValues>(toQnaFormValues(filters));
  const [open, setOpen] = useState<number | null>(null);
  const columns = useColumns();

  return (
    <ListPage<TProductQnaRow, QnaFilterValues>
      title={t('menu.qna.productQna')}
      form={form}
      initialValues={blankQnaFilters(month)}
      onSearch={(v) => list.search({ ...fromQnaFormValues(v), answerType: filters.answerType })}
      filters={<QnaFilters />}
      toolbar={
        <QnaStatusTabs
          reply={query.data}
          value={filters.answerType}
          onChange={(answerType: TAnswerStsCd | undefined) => list.search({ ...filters, answerType })}
        />
      }
      query={query}
      columns={columns}
      rowKey="prdQnaSq"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('qna.list.empty')}
      testId="product-qna"
      rowTestId={(r) => `qna-row-${r.prdQnaSq}`}
      onRowClick={(r) => setOpen(r.prdQnaSq)}
      rowMarked={(r) => r.overdueYn === 'Y'}
      scrollX={1200}
    >
      <QnaAnswerDrawer prdQnaSq={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
