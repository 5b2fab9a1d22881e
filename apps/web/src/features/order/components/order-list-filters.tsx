import { ORDER_DATE_TYPES, ORDER_STATUS_FILTERS, periodError, type TOrderDateType, type TOrderStatusFilter } from '@po/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange, TDateShortcut } from '@/shared/date/date-shortcuts';
import { dayBounds } from '@/shared/list/use-filter-form';

/** The order lists' search form as antd holds it; the period is the range picker's pair of days. */
export interface OrderFilterValues {
  dateType: TOrderDateType;
  period: TDateRange;
  statusCd?: TOrderStatusFilter;
  product?: string;
  buyerNm?: string;
  rcpNm?: string;
  invoiceNo?: string;
  ordNo?: string;
}

/** Spec §9's shortcuts, "all" aside: an order search always has a period (spec §5). */
const SHORTCUTS: readonly TDateShortcut[] = ['yesterday', 'today', '1w', '2w', '1m', '2m', '3m', '6m'];

/** The filter boxes of orderList and orderStatus; the period is checked here as the server checks it. */
export function OrderListFilters() {
  const { t } = useTranslation();
  const checkPeriod = (_: unknown, range: TDateRange) => {
    const { from, to } = dayBounds(range);
    if (!from || !to) return Promise.reject(new Error(t('orderList.msg.periodRequired')));
    const error = periodError({ startDt: from, endDt: to });
    return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
  };
  return (
    <>
      <Form.Item name="dateType" label={t('orderList.field.dateType')}>
        <Select
          style={{ width: 110 }}
          options={ORDER_DATE_TYPES.map((d) => ({ value: d, label: t(`orderList.dateType.${d}`) }))}
          data-testid="order-search-date-type"
        />
      </Form.Item>
      <Form.Item name="period" rules={[{ validator: checkPeriod }]} data-testid="order-search-period">
        <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={SHORTCUTS} />
      </Form.Item>
      <Form.Item name="statusCd" label={t('orderList.field.statusCd')}>
        <Select
          allowClear
          placeholder={t('orderList.list.statusAll')}
          style={{ width: 140 }}
          options={ORDER_STATUS_FILTERS.map((cd) => ({ value: cd, label: t(`order.ordDtlStsCd.${cd}`) }))}
          data-testid="order-search-status"
        />
      </Form.Item>
      <Form.Item name="product" label={t('orderList.field.product')}>
        <Input allowClear maxLength={100} placeholder={t('orderList.list.productPlaceholder')} style={{ width: 180 }} data-testid="order-search-product" />
      </Form.Item>
      <Form.Item name="buyerNm" label={t('orderList.field.buyerNm')}>
        <Input allowClear maxLength={50} style={{ width: 110 }} data-testid="order-search-buyer" />
      </Form.Item>
      <Form.Item name="rcpNm" label={t('orderList.field.rcpNm')}>
        <Input allowClear maxLength={50} style={{ width: 110 }} data-testid="order-search-recipient" />
      </Form.Item>
      <Form.Item name="invoiceNo" label={t('orderList.field.invoiceNo')}>
        <Input allowClear maxLength={30} style={{ width: 150 }} data-testid="order-search-invoice" />
      </Form.Item>
      <Form.Item name="ordNo" label={t('orderList.field.ordNo')}>
        <Input allowClear maxLength={30} style={{ width: 170 }} data-testid="order-search-ord-no" />
      </Form.Item>
    </>
  );
}
