import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';

/**
 * The statistic period: the range picker and every §9 shortcut (yesterday ... 6 months, all). A statistic has no
 * length limit and "All" clears both days; a shortcut searches at once (StatisticScreen's `searchOn`).
 */
export function PeriodField({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="period" label={t('statistic.filter.period')} data-testid={`${testId}-period`}>
      <DateRangeShortcuts value={null} onChange={() => undefined} />
    </Form.Item>
  );
}
