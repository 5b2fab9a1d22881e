import { TRAVEL_ORDER_STATUS, ZTravelOrderListFilter, ZTravelOrderStsCd, type TTravelOrderStatusRequest, type TTravelOrderStsCd } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useTravelOrderStatus } from '../api/travel-orders';
import { blankOrderFilters, fromOrderFormValues, toOrderFormValues, type TravelOrderFilterValues } from '../components/order-filters';
import { TravelOrderScreen } from '../components/order-screen';

/** The status page's search: one status, the period optional (the server then reads its default days). */
const STATUS_FILTER = ZTravelOrderListFilter.partial({ startDt: true, endDt: true }).extend({ statusCd: ZTravelOrderStsCd });

/**
 * /travelOrder/orderStatus?statusCd=: the reservations of one status (the home dashboard's counts link here), in the
 * server's default period unless searched otherwise: the form shows the period the server read.
 */
export function TravelOrderStatusPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const opened = ZTravelOrderStsCd.safeParse(params.get('statusCd'));
  const first: TTravelOrderStsCd = opened.success ? opened.data : TRAVEL_ORDER_STATUS.wait;
  const list = useListSearch(STATUS_FILTER, 'travelOrderStatus', { defaults: { statusCd: first } });
  const statusCd = list.filters.statusCd ?? first;
  const filters = { dateType: 'ORDER' as const, ...list.filters, statusCd };
  const request: TTravelOrderStatusRequest = { ...filters, ...list.page };
  const orders = useTravelOrderStatus(request);
  const reply = orders.data;
  const period = { startDt: filters.startDt ?? reply?.startDt, endDt: filters.endDt ?? reply?.endDt };
  const form = useFilterForm<TravelOrderFilterValues>(toOrderFormValues(filters, period));

  const search = (values: TravelOrderFilterValues) => list.search({ ...fromOrderFormValues(values), statusCd: values.statusCd ?? statusCd });
  const pickTab = (next: TTravelOrderStsCd | undefined) => list.search({ ...filters, statusCd: next ?? statusCd });
  const exportFilters = period.startDt && period.endDt ? { ...filters, startDt: period.startDt, endDt: period.endDt } : null;

  return (
    <TravelOrderScreen
      title={t('menu.travelOrder.orderStatus')}
      testId="torder-status"
      form={form}
      blank={blankOrderFilters(null)}
      onSearch={search}
      query={orders}
      exportFilters={exportFilters}
      status={statusCd}
      onTab={pickTab}
      withAllTab={false}
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
    />
  );
}
