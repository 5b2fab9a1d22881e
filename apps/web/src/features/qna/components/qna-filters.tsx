import { periodError, QNA_CLASSES, QNA_DATE_TYPES, type TProductQnaFilter, type TQnaClassCd, type TQnaDateType } from '@po/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange, TDateShortcut } from '@/shared/date/date-shortcuts';
import { dayBounds, dayRange } from '@/shared/list/use-filter-form';

/** productQna's search form as antd holds it (the answer state is the tabs). */
export interface QnaFilterValues {
  dateType: TQnaDateType;
  period: TDateRange;
  qnaClassCd?: TQnaClassCd;
  product?: string;
}

/** The order lists' shortcuts: a Q&A search always has a period too (§5 "date required"). */
const SHORTCUTS: readonly TDateShortcut[] = ['yesterday', 'today', '1w', '2w', '1m', '2m', '3m', '6m'];

export const blankQnaFilters = (period: TDateRange): QnaFilterValues => ({ dateType: 'QUESTION', period, qnaClassCd: undefined, product: '' });

export const toQnaFormValues = (f: Partial<TProductQnaFilter>): QnaFilterValues => ({
  dateType: f.dateType ?? 'QUESTION',
  period: dayRange(f.startDt, f.endDt),
  qnaClassCd: f.qnaClassCd,
  product: f.product ?? '',
});

export const fromQnaFormValues = ({ period, ...v }: QnaFilterValues): Partial<TProductQnaFilter> => {
  const days = dayBounds(period);
  return { ...v, startDt: days.from, endDt: days.to };
};

/** The filter boxes; the period is checked as the server checks it (required, ≤ 6 months). */
export function QnaFilters() {
  const { t } = useTranslation();
  const checkPeriod = (_: unknown, range: TDateRange) => {
    const { from, to } = dayBounds(range);
    if (!from || !to) return Promise.reject(new Error(t('orderList.msg.periodRequired')));
    const error = periodError({ startDt: from, endDt: to });
    return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
  };
  return (
    <>
      <Form.Item name="dateType" label={t('qna.field.dateType')}>
        <Select style={{ width: 110 }} options={QNA_DATE_TYPES.map((d) => ({ value: d, label: t(`qna.dateType.${d}`) }))} data-testid="qna-search-date-type" />
      </Form.Item>
      <Form.Item name="period" rules={[{ validator: checkPeriod }]} data-testid="qna-search-period">
        <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={SHORTCUTS} />
      </Form.Item>
      <Form.Item name="qnaClassCd" label={t('qna.field.qnaClassCd')}>
        <Select
          allowClear
          placeholder={t('qna.list.all')}
          style={{ width: 120 }}
          options={QNA_CLASSES.map((c) => ({ value: c, label: t(`qna.qnaClass.${c}`) }))}
          data-testid="qna-search-class"
        />
      </Form.Item>
      <Form.Item name="product" label={t('qna.field.product')}>
        <Input allowClear maxLength={100} placeholder={t('qna.list.productPlaceholder')} style={{ width: 180 }} data-testid="qna-search-product" />
      </Form.Item>
    </>
  );
}
