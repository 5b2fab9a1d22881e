import { TRAVEL_ESTIMATE_STATUSES, TRAVEL_ESTIMATE_TYPES, type TTravelEstimateListFilter } from '@po/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange, TDateShortcut } from '@/shared/date/date-shortcuts';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { dayBounds, dayRange } from '@/shared/list/use-filter-form';
import { travelPeriodError } from '../model/period';

/** The estimate list's search form as antd holds it. */
export interface EstimateFilterValues {
  period: TDateRange;
  statusCd?: TTravelEstimateListFilter['statusCd'];
  estmProdTypeCd?: TTravelEstimateListFilter['estmProdTypeCd'];
  product: string;
  reqNm: string;
  estmNo: string;
}

const SHORTCUTS: readonly TDateShortcut[] = ['today', '1w', '2w', '1m', '2m', '3m', '6m'];

export const blankEstimateFilters = (period: TDateRange): EstimateFilterValues => ({
  period,
  statusCd: undefined,
  estmProdTypeCd: undefined,
  product: '',
  reqNm: '',
  estmNo: '',
});

export const toEstimateFormValues = (f: Partial<TTravelEstimateListFilter>): EstimateFilterValues => ({
  period: dayRange(f.startDt, f.endDt),
  statusCd: f.statusCd,
  estmProdTypeCd: f.estmProdTypeCd,
  product: f.product ?? '',
  reqNm: f.reqNm ?? '',
  estmNo: f.estmNo ?? '',
});

export const fromEstimateFormValues = ({ period, ...v }: EstimateFilterValues): Partial<TTravelEstimateListFilter> => {
  const days = dayBounds(period);
  return { ...v, startDt: days.from, endDt: days.to };
};

/** The estimate list's filter boxes: the request period (required, at most six months), status, type, requester. */
export function EstimateFilters() {
  const { t } = useTranslation();
  const checkPeriod = (_: unknown, range: TDateRange) => {
    const { from, to } = dayBounds(range);
    const error = travelPeriodError(from, to);
    return error ? Promise.reject(new Error(t(runtimeKey(error)))) : Promise.resolve();
  };
  return (
    <>
      <Form.Item name="period" label={t('travelOrder.field.reqDt')} rules={[{ validator: checkPeriod }]} data-testid="testm-search-period">
        <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={SHORTCUTS} />
      </Form.Item>
      <Form.Item name="statusCd" label={t('travelOrder.field.estmStatCd')}>
        <Select
          allowClear
          placeholder={t('travelOrder.list.statusAll')}
          style={{ width: 140 }}
          options={TRAVEL_ESTIMATE_STATUSES.map((cd) => ({ value: cd, label: t(`travelOrder.estmStatCd.${cd}`) }))}
          data-testid="testm-search-status"
        />
      </Form.Item>
      <Form.Item name="estmProdTypeCd" label={t('travelOrder.field.estmProdTypeCd')}>
        <Select
          allowClear
          placeholder={t('travelOrder.list.typeAll')}
          style={{ width: 120 }}
          options={TRAVEL_ESTIMATE_TYPES.map((cd) => ({ value: cd, label: t(`travelOrder.estmProdTypeCd.${cd}`) }))}
          data-testid="testm-search-type"
        />
      </Form.Item>
      <Form.Item name="product" label={t('travelOrder.field.product')}>
        <Input allowClear maxLength={100} style={{ width: 160 }} data-testid="testm-search-product" />
      </Form.Item>
      <Form.Item name="reqNm" label={t('travelOrder.field.requester')}>
        <Input allowClear maxLength={50} style={{ width: 130 }} data-testid="testm-search-requester" />
      </Form.Item>
      <Form.Item name="estmNo" label={t('travelOrder.field.estmNo')}>
        <Input allowClear maxLength={30} style={{ width: 160 }} data-testid="testm-search-estm-no" />
      </Form.Item>
    </>
  );
}
