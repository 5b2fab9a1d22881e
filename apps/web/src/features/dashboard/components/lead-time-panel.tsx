import { DASHBOARD_CHART } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useLeadTime } from '../api/dashboard-charts';
import { leadTimeOption, leadTimeSeries, pieAverage, pieHasData } from '../model/lead-time-option';
import { ChartPanel } from '@/shared/chart/chart-panel';

/**
 * The delivery lead-time donut, 400 px high as §9's pie. `showAverage` is §4's "average only when enabled": the home enables it, the §5
 * average (ETC left out) in the donut's hole and in the panel's header for screen readers.
 */
export function LeadTimePanel({ enabled, showAverage = true }: { enabled: boolean; showAverage?: boolean }) {
  const { t } = useTranslation();
  const query = useLeadTime(enabled);
  const slices = leadTimeSeries(query.data?.list ?? []);
  const average = showAverage && pieHasData(slices) ? pieAverage(slices) : null;
  const option = pieHasData(slices)
    ? leadTimeOption(slices, {
        bucket: (code) => t(runtimeKey(`dashboard.leadTime.${code}`)),
        average: (days) => t('dashboard.leadTime.average', { days: days.toFixed(1) }),
        showAverage,
      })
    : null;
  return (
    <ChartPanel
      title={t('dashboard.chart.leadTime')}
      extra={average !== null ? <span data-testid="lead-time-average">{t('dashboard.leadTime.average', { days: average.toFixed(1) })}</span> : undefined}
      query={query}
      option={option}
      height={DASHBOARD_CHART.chartHeight}
      testId="lead-time-chart"
      emptyText={t('dashboard.chart.noData')}
    />
  );
}
