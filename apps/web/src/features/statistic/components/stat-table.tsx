import { Empty, Flex } from 'antd';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageState } from '@/shared/pagination';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { Pager } from '@/shared/ui/pager';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Text } from '@/shared/ui/typography';
import type { WithTotal } from './figure-columns';

export interface StatTableProps<R extends object> {
  title: ReactNode;
  testId: string;
  columns: readonly DataColumn<WithTotal<R>>[];
  query: { data?: { list: R[] } | undefined; error: Error | null; isFetching: boolean; refetch: () => unknown };
  /** The whole search's sums as a row (its label columns read "Total"), shown under the rows; null for none. */
  total: WithTotal<R> | null;
  rowKey: (row: R) => Key;
  /** The Excel button. */
  excel: ReactNode;
  /** Paging, for the calls that page (day / month, products, ratings). */
  paging?: { page: PageState; totalCnt: number; onPage: (page: PageState) => void };
  scrollX?: number;
}

const TOTAL_KEY = '__total__';

/**
 * The table of a statistic: the rows of the page and the total row of the whole search, the count of rows and the
 * Excel button above, loading (the previous rows under a spinner), failed with a retry, and empty.
 */
export function StatTable<R extends object>(p: StatTableProps<R>) {
  const { t } = useTranslation();
  const list = p.query.data?.list ?? [];
  const rows: WithTotal<R>[] = list.length > 0 && p.total ? [...list, { ...p.total, totalRow: true }] : list;
  return (
    <Panel
      title={p.title}
      extra={
        <Flex gap={12} align="center">
          {p.paging && (
            <Text type="secondary" data-testid={`${p.testId}-count`}>
              {t('form.total', { count: p.paging.totalCnt })}
            </Text>
          )}
          {p.excel}
        </Flex>
      }
      size="small"
      data-testid={`${p.testId}-table-panel`}
      data-busy={p.query.isFetching}
    >
      {p.query.error ? (
        <QueryFailed error={p.query.error} onRetry={() => void p.query.refetch()} />
      ) : (
        <>
          <DataTable<WithTotal<R>>
            rowKey={(r) => (r.totalRow ? TOTAL_KEY : p.rowKey(r))}
            rowTestId={(r) => (r.totalRow ? `${p.testId}-total` : `${p.testId}-row`)}
            columns={p.columns}
            rows={rows}
            loading={p.query.isFetching}
            scrollX={p.scrollX}
            empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistic.empty')} data-testid={`${p.testId}-empty`} />}
            data-testid={`${p.testId}-table`}
          />
          {p.paging && <Pager page={p.paging.page} totalCnt={p.paging.totalCnt} onPage={p.paging.onPage} data-testid={`${p.testId}-pager`} />}
        </>
      )}
    </Panel>
  );
}
