import { SUPPLY_CS_STATUSES } from '@po/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange, TDateShortcut } from '@/shared/date/date-shortcuts';
import { dayBounds } from '@/shared/list/use-filter-form';

/** The CS lists' search form as antd holds it (the period is optional). */
export interface CsFilterValues {
  period: TDateRange;
  stsCd?: 'WAITING' | 'ANSWERED';
  ugntYn?: 'Y' | 'N';
  supplyEntrCd?: string;
}

const SHORTCUTS: readonly TDateShortcut[] = ['today', '1w', '1m', '3m', '6m'];

export const blankCsFilters: CsFilterValues = { period: null, stsCd: undefined, ugntYn: undefined, supplyEntrCd: '' };

export const fromCsFormValues = ({ period, ...v }: CsFilterValues) => {
  const days = dayBounds(period);
  return { ...v, startDt: days.from, endDt: days.to };
};

/** Period, state and urgency boxes; `children` adds the operator's seller box. */
export function CsFilters({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="period">
        <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={SHORTCUTS} />
      </Form.Item>
      <Form.Item name="stsCd" label={t('qna.field.stsCd')}>
        <Select
          allowClear
          placeholder={t('qna.list.all')}
          style={{ width: 120 }}
          options={SUPPLY_CS_STATUSES.map((s) => ({ value: s, label: t(`qna.csSts.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="ugntYn" label={t('qna.field.ugntYn')}>
        <Select
          allowClear
          placeholder={t('qna.list.all')}
          style={{ width: 100 }}
          options={[
            { value: 'Y', label: t('qna.list.urgent') },
            { value: 'N', label: '-' },
          ]}
        />
      </Form.Item>
      {children}
    </>
  );
}
