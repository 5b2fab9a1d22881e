import { DASHBOARD_CHART } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { useConversionRanking } from '../api/dashboard-charts';
import { conversionChartOption } from '../model/conversion-chart-option';
import { ChartPanel } from '@/shared/chart/chart-panel';

/** The top 10 products by visit-to-order conversion (views: the mall's daily product views). */
export function ConversionChartPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const query = useConversionRanking(enabled);
  const rows = query.data?.list ?? [];
  const option = rows.length
    ? conversionChartOption(rows, {
        ordRate: t('dashboard.chart.ordRate'),
        detail: (r) => t('dashboard.chart.conversionDetail', { pvCnt: r.pvCnt.toLocaleString('en-US'), ordCnt: r.ordCnt.toLocaleString('en-US') }),
      })
    : null;
  return (
    <ChartPanel
      title={t('dashboard.chart.conversion')}
      query={query}
      option={option}
      height={DASHBOARD_CHART.columnHeight}
      testId="conversion-chart"
      emptyText={t('dashboard.chart.noData')}
    />
  );
}
