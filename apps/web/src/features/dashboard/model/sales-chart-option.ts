import { DASHBOARD_CHART, type TSalesChartRow } from '@po/contracts';
import { chartBase, wonAxisLabel, wonLabel, type TChartOption } from '@/shared/chart/chart-common';

export interface SalesChartTexts {
  realSaleAmt: string;
  cancelAmt: string;
  returnAmt: string;
  lang: 'ko' | 'en';
}

/** Whether the rows have anything to draw (every amount zero or no row is the empty state). */
export const hasSales = (rows: readonly TSalesChartRow[]) => rows.some((r) => r.realSaleAmt !== 0 || r.cancelAmt !== 0 || r.returnAmt !== 0);

/**
 * The order chart: bars of the amount kept (realSaleAmt) per day or month, lines of what was cancelled and
 * returned, amounts in won on the axis and in the tooltip. Rows come newest-last as the x axis reads.
 */
export function salesChartOption(rows: readonly TSalesChartRow[], texts: SalesChartTexts): TChartOption {
  const ordered = [...rows].sort((a, b) => a.ordDt.localeCompare(b.ordDt));
  const won = (v: unknown) => wonLabel(Number(v), texts.lang);
  return {
    ...chartBase(),
    tooltip: { trigger: 'axis', valueFormatter: won },
    legend: { data: [texts.realSaleAmt, texts.cancelAmt, texts.returnAmt], top: 0 },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: ordered.map((r) => r.ordDt) },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => wonAxisLabel(v, texts.lang) } },
    series: [
      { name: texts.realSaleAmt, type: 'bar', barWidth: DASHBOARD_CHART.barWidth, data: ordered.map((r) => r.realSaleAmt) },
      { name: texts.cancelAmt, type: 'line', data: ordered.map((r) => r.cancelAmt) },
      { name: texts.returnAmt, type: 'line', data: ordered.map((r) => r.returnAmt) },
    ],
  };
}
