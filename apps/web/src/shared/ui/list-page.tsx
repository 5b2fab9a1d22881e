import { SearchOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Flex, Form, type FormInstance } from 'antd';
import { Text } from '@/shared/ui/typography';
import { Panel } from '@/shared/ui/panel';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageState } from '@/shared/pagination';
import { DataTable, type DataColumn, type RowSelection } from './data-table';
import { Pager } from './pager';
import { QueryFailed } from './query-failed';

export interface ListPageProps<T extends object, V extends object> {
  title: ReactNode;
  /** Buttons beside the title (register). */
  actions?: ReactNode;
  /** The Excel button's slot (an export job's button), shown beside the total. */
  excel?: ReactNode;
  form: FormInstance<V>;
  /** The filter boxes (Form.Items); Enter in any text box searches. */
  filters: ReactNode;
  /** The blank form, what Reset goes back to (`useFilterForm` shows the current search in it). */
  initialValues: V;
  onSearch: (values: V) => void;
  query: Pick<UseQueryResult<{ list: T[]; totalCnt: number }>, 'data' | 'error' | 'isFetching' | 'refetch'>;
  columns: readonly DataColumn<T>[];
  /** A column, or a function for rows keyed by several columns. */
  rowKey: (keyof T & string) | ((row: T) => Key);
  page: PageState;
  onPage: (page: PageState) => void;
  /** Whether a filter narrows the list: the empty state then says so instead of "nothing registered yet". */
  filtered: boolean;
  /** The empty text when nothing is registered at all. */
  emptyText: string;
  testId: string;
  rowTestId?: (row: T) => string;
  /** A row that opens something (a review drawer) when clicked. */
  onRowClick?: (row: T) => void;
  scrollX?: number;
  /** Above the table: tabs of the list (status tabs) or the bulk bar of an editable grid. */
  toolbar?: ReactNode;
  selection?: RowSelection;
  rowMarked?: (row: T) => boolean;
  /** Beside the card: the drawers and modals the rows open. */
  children?: ReactNode;
}

/**
 * The shell of every search screen: the filter form (Enter searches, reset clears), the total and the
 * Excel slot, the table with paging, and the states — loading, failed with a retry, empty because of
 * the filters or because nothing is registered yet.
 */
export function ListPage<T extends object, V extends object>(p: ListPageProps<T, V>) {
  const { t } = useTranslation();
  const empty = p.filtered ? t('form.list.emptyFiltered') : p.emptyText;
  const { rowKey } = p;
  return (
    <>
      <Panel title={p.title} extra={p.actions} data-testid={p.testId}>
        <Form<V> form={p.form} layout="inline" onFinish={p.onSearch} initialValues={p.initialValues} style={{ rowGap: 8, marginBottom: 12 }}>
          {p.filters}
          <Form.Item>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid={`${p.testId}-search`}>
                {t('form.button.search')}
              </Button>
              <Button
                onClick={() => {
                  p.form.resetFields();
                  p.onSearch(p.form.getFieldsValue(true) as V);
                }}
                data-testid={`${p.testId}-reset`}
              >
                {t('form.button.reset')}
              </Button>
            </Flex>
          </Form.Item>
        </Form>
        {p.toolbar}
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Text type="secondary" data-testid={`${p.testId}-total`}>
            {t('form.total', { count: p.query.data?.totalCnt ?? 0 })}
          </Text>
          {p.excel}
        </Flex>
        {p.query.error ? (
          <QueryFailed error={p.query.error} onRetry={() => void p.query.refetch()} />
        ) : (
          <>
            <DataTable<T>
              rowKey={typeof rowKey === 'function' ? rowKey : (r) => r[rowKey] as Key}
              columns={p.columns}
              rows={p.query.data?.list ?? []}
              loading={p.query.isFetching}
              scrollX={p.scrollX}
              empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} data-testid={`${p.testId}-empty`} />}
              rowTestId={p.rowTestId}
              onRowClick={p.onRowClick}
              selection={p.selection}
              rowMarked={p.rowMarked}
              data-testid={`${p.testId}-table`}
            />
            <Pager page={p.page} totalCnt={p.query.data?.totalCnt ?? 0} onPage={p.onPage} data-testid={`${p.testId}-pager`} />
          </>
        )}
      </Panel>
      {p.children}
    </>
  );
}
