import type { TOrderListFilter, TOrderListReply, TOrderListRow, TOrderStatusFilter } from '@po/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, type FormInstance } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import type { PageState } from '@/shared/pagination';
import { ListPage } from '@/shared/ui/list-page';
import { startOrderListExport } from '../api/start-order-list-export';
import { InvoiceUploadButton } from './invoice-upload-button';
import { OrderBulkActions, type SelectedLine } from './order-bulk-actions';
import { OrderListFilters, type OrderFilterValues } from './order-list-filters';
import { useOrderListColumns } from './order-list-columns';
import { OrderStatusTabs } from './order-status-tabs';

const lineKey = (r: { ordNo: string; ordDtlSq: number }) => `${r.ordNo}-${r.ordDtlSq}`;

/** What orderList and orderStatus show alike: the form, the tabs, the slots of the other order parts, the grid. */
export function OrderLinesScreen(p: {
  title: ReactNode;
  testId: string;
  form: FormInstance<OrderFilterValues>;
  blank: OrderFilterValues;
  onSearch: (values: OrderFilterValues) => void;
  query: UseQueryResult<TOrderListReply>;
  /** The search the export writes (the period the screen shows). */
  exportFilters: TOrderListFilter | null;
  status: TOrderStatusFilter | undefined;
  onTab: (status: TOrderStatusFilter | undefined) => void;
  withAllTab?: boolean;
  page: PageState;
  onPage: (page: PageState) => void;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const columns = useOrderListColumns();
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const rows = p.query.data?.list;
  // The chosen lines still on the page, as the bulk actions take them.
  const lines: SelectedLine[] = useMemo(
    () =>
      (rows ?? [])
        .filter((r) => selected.has(lineKey(r)))
        .map((r) => ({ ordNo: r.ordNo, ordDtlSq: r.ordDtlSq, ordDtlStsCd: r.ordDtlStsCd, version: r.version })),
    [rows, selected],
  );
  const refetch = () => {
    setSelected(new Set());
    void p.query.refetch();
  };
  return (
    <ListPage<TOrderListRow, OrderFilterValues>
      title={p.title}
      excel={p.exportFilters ? <ExcelExportButton filters={p.exportFilters} start={startOrderListExport} testId="order-excel" /> : null}
      form={p.form}
      initialValues={p.blank}
      onSearch={p.onSearch}
      filters={<OrderListFilters />}
      toolbar={
        <>
          <OrderStatusTabs reply={p.query.data} value={p.status} onChange={p.onTab} withAll={p.withAllTab} />
          <Flex gap={8} wrap style={{ marginBottom: 8 }}>
            <OrderBulkActions selected={lines} onDone={refetch} />
            <InvoiceUploadButton onDone={refetch} />
          </Flex>
        </>
      }
      query={p.query}
      columns={columns}
      rowKey={lineKey}
      page={p.page}
      onPage={p.onPage}
      filtered={p.filtered}
      emptyText={t('orderList.list.empty')}
      testId={p.testId}
      rowTestId={(r) => `order-row-${lineKey(r)}`}
      scrollX={2100}
      selection={{ selected, onChange: setSelected, label: t('orderList.list.select') }}
    />
  );
}
