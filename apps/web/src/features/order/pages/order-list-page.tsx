import { ZOrderListFilter, ZOrderStatusFilter, type TOrderListRequest, type TOrderStatusFilter } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { shortcutRange } from '@/shared/date/date-shortcuts';
import { seoulToday } from '@/shared/date/seoul';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { dayBounds, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useOrderList } from '../api/order-list';
import { OrderLinesScreen } from '../components/order-lines-screen';
import type { OrderFilterValues } from '../components/order-list-filters';
import { blankFilters, fromFormValues, toFormValues } from '../components/order-search';

/**
 * /order/orderList: the seller's order lines in a period (the last month unless searched otherwise), under status
 * tabs with their counts, with the Excel export, the invoice upload and the bulk actions of the chosen lines.
 */
export function OrderListPage() {
  useMessageNamespaces('order', 'orderList');
  const { t } = useTranslation();
  const month = shortcutRange('1m', seoulToday());
  const defaultDays = dayBounds(month);
  // A link may open a tab (?statusCd=), as the status page's address does.
  const opened = ZOrderStatusFilter.safeParse(useSearchParams()[0].get('statusCd'));
  const defaults = { dateType: 'ORDER' as const, startDt: defaultDays.from!, endDt: defaultDays.to!, ...(opened.success ? { statusCd: opened.data } : {}) };
  const list = useListSearch(ZOrderListFilter, 'orderList', { defaults });
  // A search always has a period: one dropped from the history (a stale day) falls back to the default.
  const filters = { ...defaults, ...list.filters };
  const request: TOrderListRequest = { ...filters, ...list.page };
  const orders = useOrderList(request);
  const blank: OrderFilterValues = blankFilters(month);
  const form = useFilterForm<OrderFilterValues>(toFormValues(filters, filters));

  const search = (values: OrderFilterValues) => list.search({ ...fromFormValues(values), statusCd: values.statusCd });
  const pickTab = (statusCd: TOrderStatusFilter | undefined) => list.search({ ...filters, statusCd });

  return (
    <OrderLinesScreen
      title={t('menu.order.orderList')}
      testId="order-list"
      form={form}
      blank={blank}
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
