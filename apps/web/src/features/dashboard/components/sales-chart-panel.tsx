import { DASHBOARD_CHART } from '@po/contracts';
import { Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useSalesChart, type TSalesChartMode } from '../api/dashboard-charts';
import { hasSales, salesChartOption } from '../model/sales-chart-option';
import { ChartPanel } from '@/shared/chart/chart-panel';

/** The order statistics chart: the last 14 days or the last 5 months (a radio group, keyboard-reachable). */
export function SalesChartPanel({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TSalesChartMode>('daily');
  const query = useSalesChart(mode, enabled);
  const rows = query.data?.list ?? [];
  const option = hasSales(rows)
    ? salesChartOption(rows, {
        realSaleAmt: t('dashboard.chart.realSaleAmt'),
        cancelAmt: t('dashboard.chart.cancelAmt'),
        returnAmt: t('dashboard.chart.returnAmt'),
        lang: currentLanguage(),
      })
    : null;
  return (
    <ChartPanel
      title={t('dashboard.chart.sales')}
      extra={
        <Radio.Group
          size="small"
          optionType="button"
          value={mode}
          onChange={(e) => setMode(e.target.value as TSalesChartMode)}
          aria-label={t('dashboard.chart.period')}
          data-testid="sales-mode"
          options={[
            { value: 'daily', label: t('dashboard.chart.daily') },
            { value: 'monthly', label: t('dashboard.chart.monthly') },
          ]}
        />
      }
      query={{ ...query, isPending: query.isPending || (query.isPlaceholderData && query.isFetching) }}
      option={option}
      height={DASHBOARD_CHART.chartHeight}
      testId={`sales-chart-${mode}`}
      emptyText={t('dashboard.chart.noData')}
    />
  );
}
