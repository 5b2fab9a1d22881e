import { DASHBOARD_CHART, leadTimeAverage, type TLeadTimeReply } from '@po/contracts';
import { chartBase, type TChartOption } from '@/shared/chart/chart-common';

export interface LeadTimeSlice {
  name: string;
  value: number;
}

/** §3 "Lead-time pie data": one slice per bucket, named by its deliveryDays, valued by its count. */
export const leadTimeSeries = (rows: TLeadTimeReply['list']): LeadTimeSlice[] => rows.map((r) => ({ name: r.deliveryDays, value: r.cnt }));

/** §4: the pie has no data when every count sums to zero. */
export const pieHasData = (slices: readonly LeadTimeSlice[]) => slices.reduce((sum, s) => sum + s.value, 0) > 0;

/** The slice's share in percent with one decimal ("12.5"), or null when it carries no label (5 % or less, §9). */
export function pieLabel(value: number, total: number): string | null {
  if (total <= 0) return null;
  const percent = (value * 100) / total;
  return percent > DASHBOARD_CHART.pieLabelMinPercent ? percent.toFixed(1) : null;
}

/** The §5 average of the slices, in days with one decimal; null when only ETC (or nothing) was counted. */
export const pieAverage = (slices: readonly LeadTimeSlice[]) => leadTimeAverage(slices.map((s) => ({ name: s.name, data: s.value })));

export interface LeadTimeTexts {
  /** Bucket code -> label ("2DAYS" -> "2일 이내"). */
  bucket: (code: string) => string;
  /** The average's text ("평균 3.2일"), shown in the donut's hole when `showAverage`. */
  average: (days: number) => string;
  showAverage: boolean;
}

/** The delivery lead-time donut: radius 50%-100%, labels above 5 % with one decimal, the average in the hole. */
export function leadTimeOption(slices: readonly LeadTimeSlice[], texts: LeadTimeTexts): TChartOption {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  const average = texts.showAverage ? pieAverage(slices) : null;
  return {
    ...chartBase(),
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: number }) => `${texts.bucket(p.name)}: ${p.value} (${((p.value * 100) / total).toFixed(1)}%)`,
    },
    legend: { top: 0, formatter: (name: string) => texts.bucket(name) },
    // In the hole: the pie's box is the 400 px panel less the legend's 56 px, so its centre is at about 57 %.
    title: average === null ? undefined : { text: texts.average(average), left: 'center', top: '54%', textStyle: { fontSize: 14 } },
    series: [
      {
        type: 'pie',
        radius: [...DASHBOARD_CHART.pieRadius],
        // The pie's box starts below the legend: its 100% radius is half the smaller side of that box, so it fits.
        top: 56,
        avoidLabelOverlap: true,
        data: slices.map((s) => ({ ...s, label: { show: pieLabel(s.value, total) !== null } })),
        label: { position: 'inside', formatter: (p: { value: number }) => `${pieLabel(p.value, total) ?? ''}%` },
        labelLine: { show: false },
      },
    ],
  };
}
