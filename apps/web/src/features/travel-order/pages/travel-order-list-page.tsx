import { ZTravelOrderListFilter, ZTravelOrderStsCd, type TTravelOrderListRequest, type TTravelOrderStsCd } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { shortcutRange } from '@/shared/date/date-shortcuts';
import { seoulToday } from '@/shared/date/seoul';
import { dayBounds, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useTravelOrderList } from '../api/travel-orders';
import { blankOrderFilters, fromOrderFormValues, toOrderFormValues, type TravelOrderFilterValues } from '../components/order-filters';
import { TravelOrderScreen } from '../components/order-screen';

/**
 * /travelOrder/orderList: the seller's reservations in a period (by order date or check-in; the last month unless
 * searched otherwise) under status tabs with their counts, the bulk moves of the chosen ones and the Excel export.
 */
export function TravelOrderListPage() {
  const { t } = useTranslation();
  const month = shortcutRange('1m', seoulToday());
  const days = dayBounds(month);
  const opened = ZTravelOrderStsCd.safeParse(useSearchParams()[0].get('statusCd'));
  const defaults = { dateType: 'ORDER' as const, startDt: days.from!, endDt: days.to!, ...(opened.success ? { statusCd: opened.data } : {}) };
  const list = useListSearch(ZTravelOrderListFilter, 'travelOrderList', { defaults });
  // A search always has a period: one dropped from the history falls back to the default.
  const filters = { ...defaults, ...list.filters };
  const request: TTravelOrderListRequest = { ...filters, ...list.page };
  const orders = useTravelOrderList(request);
  const form = useFilterForm<TravelOrderFilterValues>(toOrderFormValues(filters, filters));

  const search = (values: TravelOrderFilterValues) => list.search({ ...fromOrderFormValues(values), statusCd: values.statusCd });
  const pickTab = (statusCd: TTravelOrderStsCd | undefined) => list.search({ ...filters, statusCd });

  return (
    <TravelOrderScreen
      title={t('menu.travelOrder.orderList')}
      testId="torder-list"
      form={form}
      blank={blankOrderFilters(month)}
      onSearch={search}
      query={orders}
      exportFilters={filters}
      status={filters.statusCd}
      onTab={pickTab}
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
    />
  );
}
