import { ZOrderStatusFilter, ZOrderStatusRequest, type TOrderStatusFilter, type TOrderStatusRequest } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { useOrderStatus } from '../api/order-status';
import { OrderLinesScreen } from '../components/order-lines-screen';
import type { OrderFilterValues } from '../components/order-list-filters';
import { blankFilters, fromFormValues, toFormValues } from '../components/order-search';

/**
 * /order/orderStatus?statusCd=: the order lines of one status (the dashboard's counts open it), in the last 14
 * days unless searched otherwise: the server fills in the period and the form shows what it read.
 */
export function OrderStatusPage() {
  useMessageNamespaces('order', 'orderList');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const opened = ZOrderStatusFilter.safeParse(params.get('statusCd'));
  const list = useListSearch(ZOrderStatusRequest.omit({ pageNum: true, pageSize: true }), 'orderStatus', {
    defaults: { statusCd: opened.success ? opened.data : '20' },
  });
  const statusCd: TOrderStatusFilter = list.filters.statusCd ?? (opened.success ? opened.data : '20');
  const filters = { dateType: 'ORDER' as const, ...list.filters, statusCd };
  const request: TOrderStatusRequest = { ...filters, ...list.page };
  const orders = useOrderStatus(request);
  const reply = orders.data;
  const period = { startDt: filters.startDt ?? reply?.startDt, endDt: filters.endDt ?? reply?.endDt };
  const form = useFilterForm<OrderFilterValues>(toFormValues(filters, period));

  const search = (values: OrderFilterValues) => list.search({ ...fromFormValues(values), statusCd: values.statusCd ?? statusCd });
  const pickTab = (next: TOrderStatusFilter | undefined) => list.search({ ...filters, statusCd: next ?? statusCd });
  const exportFilters = period.startDt && period.endDt ? { ...filters, startDt: period.startDt, endDt: period.endDt } : null;

  return (
    <OrderLinesScreen
      title={t('menu.order.orderStatus')}
      testId="order-status"
      form={form}
      blank={blankFilters(null)}
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
