import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { TChartOption } from './chart-common';

// Only the parts the home and the statistic screens draw (DESIGN "Known facts": the core entry of echarts-for-react, not lib/core).
echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, MarkLineComponent, CanvasRenderer]);

/** One chart. This module is imported lazily by the chart panels only, so ECharts is a chunk of its own. */
export function EChart({ option, height, testId }: { option: TChartOption; height: number; testId?: string }) {
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} data-testid={testId} />;
}
