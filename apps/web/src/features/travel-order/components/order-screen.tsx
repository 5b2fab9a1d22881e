import type { TTravelOrderListExportRequest, TTravelOrderListReply, TTravelOrderRow, TTravelOrderStsCd } from '@po/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageState } from '@/shared/pagination';
import { ListPage } from '@/shared/ui/list-page';
import { downloadTravelOrders } from '../api/travel-orders';
import { ExcelButton } from './excel-button';
import { reservationKey, useTravelOrderColumns } from './order-columns';
import { TravelOrderFilters, type TravelOrderFilterValues } from './order-filters';
import { TravelOrderTabs } from './order-tabs';
import { ReservationActions } from './reservation-actions';

/** What the reservation list and status screens show alike: the form, the tabs, the bulk bar, the grid. */
export function TravelOrderScreen(p: {
  title: ReactNode;
  testId: string;
  form: FormInstance<TravelOrderFilterValues>;
  blank: TravelOrderFilterValues;
  onSearch: (values: TravelOrderFilterValues) => void;
  query: UseQueryResult<TTravelOrderListReply>;
  exportFilters: TTravelOrderListExportRequest | null;
  status: TTravelOrderStsCd | undefined;
  onTab: (status: TTravelOrderStsCd | undefined) => void;
  withAllTab?: boolean;
  page: PageState;
  onPage: (page: PageState) => void;
  filtered: boolean;
}) {
  const { t } = useTranslation();
  const columns = useTravelOrderColumns();
  const [selected, setSelected] = useState<Set<Key>>(new Set());
  const rows = p.query.data?.list;
  const exportFilters = p.exportFilters;
  const chosen = useMemo(() => (rows ?? []).filter((r) => selected.has(reservationKey(r))), [rows, selected]);
  const refetch = () => {
    setSelected(new Set());
    void p.query.refetch();
  };
  return (
    <ListPage<TTravelOrderRow, TravelOrderFilterValues>
      title={p.title}
      excel={
        exportFilters ? <ExcelButton download={() => downloadTravelOrders(exportFilters, t('travelOrder.excel.orderSheet'))} testId="torder-excel" /> : null
      }
      form={p.form}
      initialValues={p.blank}
      onSearch={p.onSearch}
      filters={<TravelOrderFilters />}
      toolbar={
        <>
          <TravelOrderTabs reply={p.query.data} value={p.status} onChange={p.onTab} withAll={p.withAllTab} />
          <div style={{ marginBottom: 8 }}>
            <ReservationActions lines={chosen} onDone={refetch} />
          </div>
        </>
      }
      query={p.query}
      columns={columns}
      rowKey={reservationKey}
      page={p.page}
      onPage={p.onPage}
      filtered={p.filtered}
      emptyText={t('travelOrder.list.empty')}
      testId={p.testId}
      rowTestId={(r) => `torder-row-${reservationKey(r)}`}
      scrollX={1700}
      selection={{ selected, onChange: setSelected, label: t('travelOrder.list.select') }}
    />
  );
}
