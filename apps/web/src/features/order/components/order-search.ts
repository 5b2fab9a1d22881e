import type { TOrderListFilter } from '@po/contracts';
import { dayBounds, dayRange } from '@/shared/list/use-filter-form';
import type { OrderFilterValues } from './order-list-filters';

/** The blank form: Reset goes back to it (the period then to the screen's default, which the caller passes). */
export const blankFilters = (period: OrderFilterValues['period']): OrderFilterValues => ({
  dateType: 'ORDER',
  period,
  statusCd: undefined,
  product: '',
  buyerNm: '',
  rcpNm: '',
  invoiceNo: '',
  ordNo: '',
});

/** A search as the form shows it. */
export const toFormValues = (f: Partial<TOrderListFilter>, period: { startDt?: string; endDt?: string }): OrderFilterValues => ({
  ...blankFilters(dayRange(period.startDt, period.endDt)),
  dateType: f.dateType ?? 'ORDER',
  statusCd: f.statusCd,
  product: f.product ?? '',
  buyerNm: f.buyerNm ?? '',
  rcpNm: f.rcpNm ?? '',
  invoiceNo: f.invoiceNo ?? '',
  ordNo: f.ordNo ?? '',
});

/** The form's values as the list's search. */
export const fromFormValues = ({ period, ...v }: OrderFilterValues): Partial<TOrderListFilter> => {
  const days = dayBounds(period);
  return { ...v, startDt: days.from, endDt: days.to };
};
