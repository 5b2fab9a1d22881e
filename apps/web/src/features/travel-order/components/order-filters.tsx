import { TRAVEL_ORDER_DATE_TYPES, TRAVEL_ORDER_STATUSES, type TTravelOrderListFilter } from '@po/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange, TDateShortcut } from '@/shared/date/date-shortcuts';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { dayBounds, dayRange } from '@/shared/list/use-filter-form';
import { travelPeriodError } from '../model/period';

/** The reservation lists' search form as antd holds it; the period is the range picker's pair of days. */
export interface TravelOrderFilterValues {
  dateType: TTravelOrderListFilter['dateType'];
  period: TDateRange;
  statusCd?: TTravelOrderListFilter['statusCd'];
  product: string;
  guestNm: string;
  buyerNm: string;
  ordNo: string;
}

/** As the fashion order lists: a search always has a period, of at most six months. */
const SHORTCUTS: readonly TDateShortcut[] = ['yesterday', 'today', '1w', '2w', '1m', '2m', '3m', '6m'];

export const blankOrderFilters = (period: TDateRange): TravelOrderFilterValues => ({
  dateType: 'ORDER',
  period,
  statusCd: undefined,
  product: '',
  guestNm: '',
  buyerNm: '',
  ordNo: '',
});

export const toOrderFormValues = (f: Partial<TTravelOrderListFilter>, period: { startDt?: string; endDt?: string }): TravelOrderFilterValues => ({
  dateType: f.dateType ?? 'ORDER',
  period: dayRange(period.startDt, period.endDt),
  statusCd: f.statusCd,
  product: f.product ?? '',
  guestNm: f.guestNm ?? '',
  buyerNm: f.buyerNm ?? '',
  ordNo: f.ordNo ?? '',
});

export const fromOrderFormValues = ({ period, ...v }: TravelOrderFilterValues): Partial<TTravelOrderListFilter> => {
  const days = dayBounds(period);
  return { ...v, startDt: days.from, endDt: days.to };
};

/** The filter boxes of the reservation list and status screens; the period is checked as the server checks it. */
export function TravelOrderFilters() {
  const { t } = useTranslation();
  const checkPeriod = (_: unknown, range: TDateRange) => {
    const { from, to } = dayBounds(range);
    const error = travelPeriodError(from, to);
    return error ? Promise.reject(new Error(t(runtimeKey(error)))) : Promise.resolve();
  };
  return (
    <>
      <Form.Item name="dateType" label={t('travelOrder.field.dateType')}>
        <Select
          style={{ width: 120 }}
          options={TRAVEL_ORDER_DATE_TYPES.map((d) => ({ value: d, label: t(`travelOrder.dateType.${d}`) }))}
          data-testid="torder-search-date-type"
        />
      </Form.Item>
      <Form.Item name="period" rules={[{ validator: checkPeriod }]} data-testid="torder-search-period">
        <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={SHORTCUTS} />
      </Form.Item>
      <Form.Item name="statusCd" label={t('travelOrder.field.rsvStsCd')}>
        <Select
          allowClear
          placeholder={t('travelOrder.list.statusAll')}
          style={{ width: 150 }}
          options={TRAVEL_ORDER_STATUSES.map((cd) => ({ value: cd, label: t(`travelOrder.rsvStsCd.${cd}`) }))}
          data-testid="torder-search-status"
        />
      </Form.Item>
      <Form.Item name="product" label={t('travelOrder.field.product')}>
        <Input allowClear maxLength={100} style={{ width: 180 }} data-testid="torder-search-product" />
      </Form.Item>
      <Form.Item name="guestNm" label={t('travelOrder.field.guestNm')}>
        <Input allowClear maxLength={50} style={{ width: 120 }} data-testid="torder-search-guest" />
      </Form.Item>
      <Form.Item name="buyerNm" label={t('travelOrder.field.buyer')}>
        <Input allowClear maxLength={50} style={{ width: 120 }} data-testid="torder-search-buyer" />
      </Form.Item>
      <Form.Item name="ordNo" label={t('travelOrder.field.ordNo')}>
        <Input allowClear maxLength={30} style={{ width: 170 }} data-testid="torder-search-ord-no" />
      </Form.Item>
    </>
  );
}
