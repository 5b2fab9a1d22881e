import { DASHBOARD_CHART, type TConversionRow } from '@po/contracts';
import { chartBase, type TChartOption } from '@/shared/chart/chart-common';

export interface ConversionChartTexts {
  ordRate: string;
  /** "views {{pvCnt}}, orders {{ordCnt}}": the tooltip's second line. */
  detail: (row: TConversionRow) => string;
}

/**
 * The top-10 visit-to-order conversion: horizontal bars of ordRate (%), the best at the top, with the views and
 * orders in the tooltip. Product names are cut to keep the axis readable; the tooltip has them whole.
 */
export function conversionChartOption(rows: readonly TConversionRow[], texts: ConversionChartTexts): TChartOption {
  // ECharts draws a category axis bottom-up: reversed, the first (best) row is on top.
  const ordered = [...rows].reverse();
  const short = (name: string) => (name.length > 12 ? `${name.slice(0, 12)}…` : name);
  return {
    ...chartBase(),
    tooltip: {
      trigger: 'item',
      formatter: (p: { dataIndex: number }) => {
        const row = ordered[p.dataIndex];
        return row ? `${row.prodNm}<br/>${texts.ordRate}: ${row.ordRate.toFixed(1)}%<br/>${texts.detail(row)}` : '';
      },
    },
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
    yAxis: { type: 'category', data: ordered.map((r) => short(r.prodNm)) },
    series: [
      {
        name: texts.ordRate,
        type: 'bar',
        barWidth: DASHBOARD_CHART.barWidth,
        data: ordered.map((r) => r.ordRate),
        label: { show: true, position: 'right', formatter: (p: { value: number }) => `${p.value.toFixed(1)}%` },
      },
    ],
  };
}
