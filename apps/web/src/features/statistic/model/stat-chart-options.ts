import { DASHBOARD_CHART, type TStatAgeRow, type TStatPeriodRow, type TStatProductRow, type TStatProductSort } from '@po/contracts';
import { chartBase, wonAxisLabel, wonLabel, type TChartOption } from '@/shared/chart/chart-common';

/**
 * The statistic screens' ECharts options, plain objects built without ECharts (unit-tested; the chart library loads
 * only with a chart that has data). Business-area §9: bar / line 400 px high, bars 20 px wide, the 11-colour
 * palette, amounts with the won suffix and counts with "cases", donuts 50 %-100 % labelled above 5 % with one decimal.
 */
export interface ChartTexts {
  lang: 'ko' | 'en';
  /** "12 cases" / "12건". */
  cases: (count: number) => string;
}

const grid = { left: 8, right: 16, top: 40, bottom: 8, containLabel: true };
const casesAxis = (texts: ChartTexts) => ({ type: 'value', minInterval: 1, axisLabel: { formatter: (v: number) => texts.cases(v) } });
const wonAxis = (texts: ChartTexts) => ({ type: 'value', axisLabel: { formatter: (v: number) => wonAxisLabel(v, texts.lang) } });

/** Whether any of the figures is not zero: all zeros (or no row) is "no data to provide". */
export const anyFigure = <R>(rows: readonly R[], pick: (row: R) => readonly number[]) => rows.some((r) => pick(r).some((v) => v !== 0));

/** Period: bars of the kept sale (realSaleAmt) per day or month, lines of the cancelled and returned; oldest on the left. */
export function periodChartOption(
  rows: readonly TStatPeriodRow[],
  texts: ChartTexts & { realSaleAmt: string; cancelAmt: string; returnAmt: string },
): TChartOption {
  const ordered = [...rows].sort((a, b) => a.ordDt.localeCompare(b.ordDt));
  return {
    ...chartBase(),
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => wonLabel(Number(v), texts.lang) },
    legend: { data: [texts.realSaleAmt, texts.cancelAmt, texts.returnAmt], top: 0 },
    grid,
    xAxis: { type: 'category', data: ordered.map((r) => r.ordDt) },
    yAxis: wonAxis(texts),
    series: [
      { name: texts.realSaleAmt, type: 'bar', barWidth: DASHBOARD_CHART.barWidth, data: ordered.map((r) => r.realSaleAmt) },
      { name: texts.cancelAmt, type: 'line', data: ordered.map((r) => r.cancelAmt) },
      { name: texts.returnAmt, type: 'line', data: ordered.map((r) => r.returnAmt) },
    ],
  };
}

/** The figure a product sort orders by, and whether it is an amount (won) or a count (cases). */
export function sortFigure(sortCd: TStatProductSort): { pick: (r: TStatProductRow) => number; money: boolean } {
  switch (sortCd) {
    case 'REAL_SALE_AMT':
      return { pick: (r) => r.realSaleAmt, money: true };
    case 'CANCEL_AMT':
      return { pick: (r) => r.cancelAmt, money: true };
    case 'RETURN_AMT':
      return { pick: (r) => r.returnAmt, money: true };
    case 'REAL_SALE_QTY':
      return { pick: (r) => r.realSaleQty, money: false };
    case 'ORD_QTY':
      return { pick: (r) => r.ordQty, money: false };
    case 'PV_CNT':
      return { pick: (r) => r.pvCnt, money: false };
    default: {
      const never: never = sortCd;
      throw new Error(`unknown sort ${String(never)}`);
    }
  }
}

/** Product: the top products as horizontal bars of the sort's figure, the first on top; names cut, whole in the tooltip. */
export function productChartOption(rows: readonly TStatProductRow[], sortCd: TStatProductSort, texts: ChartTexts & { figure: string }): TChartOption {
  const { pick, money } = sortFigure(sortCd);
  // ECharts draws a category axis bottom-up: reversed, the first (largest) row is on top.
  const ordered = [...rows].reverse();
  const short = (name: string) => (name.length > 14 ? `${name.slice(0, 14)}…` : name);
  const value = (v: number) => (money ? wonLabel(v, texts.lang) : texts.cases(v));
  return {
    ...chartBase(),
    tooltip: {
      trigger: 'item',
      formatter: (p: { dataIndex: number }) => {
        const row = ordered[p.dataIndex];
        return row ? `${row.prodNm} (${row.prodCd})<br/>${texts.figure}: ${value(pick(row))}` : '';
      },
    },
    grid: { ...grid, top: 8, right: 24 },
    xAxis: money ? wonAxis(texts) : casesAxis(texts),
    yAxis: { type: 'category', data: ordered.map((r) => short(r.prodNm)) },
    series: [{ name: texts.figure, type: 'bar', barWidth: DASHBOARD_CHART.barWidth, data: ordered.map(pick) }],
  };
}

/** Age / gender: per age band, one bar per sex (M, F, and the unknown when any) of the kept sale. */
export function ageChartOption(
  rows: readonly TStatAgeRow[],
  texts: ChartTexts & { age: (code: string) => string; sex: (code: string) => string },
): TChartOption {
  const ages = [...new Set(rows.map((r) => r.ageCd))];
  const sexes = [...new Set(rows.map((r) => r.sexCd))].filter((s) => s !== 'UNKNOWN' || rows.some((r) => r.sexCd === s && r.realSaleAmt !== 0));
  const amount = (age: string, sex: string) => rows.find((r) => r.ageCd === age && r.sexCd === sex)?.realSaleAmt ?? 0;
  return {
    ...chartBase(),
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => wonLabel(Number(v), texts.lang) },
    legend: { data: sexes.map(texts.sex), top: 0 },
    grid,
    xAxis: { type: 'category', data: ages.map(texts.age) },
    yAxis: wonAxis(texts),
    series: sexes.map((sex) => ({ name: texts.sex(sex), type: 'bar', barWidth: DASHBOARD_CHART.barWidth, data: ages.map((age) => amount(age, sex)) })),
  };
}

export interface Slice {
  name: string;
  value: number;
}

/** The slice's share in percent with one decimal ("12.5"), or null when it carries no label (5 % or less, §9). */
export function sliceLabel(value: number, total: number): string | null {
  if (total <= 0) return null;
  const percent = (value * 100) / total;
  return percent > DASHBOARD_CHART.pieLabelMinPercent ? percent.toFixed(1) : null;
}

/** A donut (radius 50 %-100 %), labels above 5 %, the tooltip's value by `value`, an optional text in the hole. */
export function donutOption(slices: readonly Slice[], texts: { value: (v: number) => string; center?: string | undefined }): TChartOption {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return {
    ...chartBase(),
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: number }) => `${p.name}: ${texts.value(p.value)} (${((p.value * 100) / Math.max(total, 1)).toFixed(1)}%)`,
    },
    legend: { top: 0 },
    // In the hole: the pie's box starts below the 56 px legend, so its centre is a little under the panel's.
    title: texts.center === undefined ? undefined : { text: texts.center, left: 'center', top: '54%', textStyle: { fontSize: 14 } },
    series: [
      {
        type: 'pie',
        radius: [...DASHBOARD_CHART.pieRadius],
        top: 56,
        avoidLabelOverlap: true,
        data: slices.map((s) => ({ ...s, label: { show: sliceLabel(s.value, total) !== null } })),
        label: { position: 'inside', formatter: (p: { value: number }) => `${sliceLabel(p.value, total) ?? ''}%` },
        labelLine: { show: false },
      },
    ],
  };
}

/** Rating: bars of the review count (cases, left axis) and a line of the average score (0-5, right axis). */
export function ratingChartOption(
  rows: readonly { label: string; reviewCnt: number; avgRating: number | null }[],
  texts: ChartTexts & { reviewCnt: string; avgRating: string },
): TChartOption {
  return {
    ...chartBase(),
    tooltip: { trigger: 'axis' },
    legend: { data: [texts.reviewCnt, texts.avgRating], top: 0 },
    grid,
    xAxis: { type: 'category', data: rows.map((r) => r.label), axisLabel: { hideOverlap: true } },
    yAxis: [casesAxis(texts), { type: 'value', min: 0, max: 5, interval: 1, splitLine: { show: false } }],
    series: [
      {
        name: texts.reviewCnt,
        type: 'bar',
        barWidth: DASHBOARD_CHART.barWidth,
        data: rows.map((r) => r.reviewCnt),
        tooltip: { valueFormatter: (v: unknown) => texts.cases(Number(v)) },
      },
      {
        name: texts.avgRating,
        type: 'line',
        yAxisIndex: 1,
        connectNulls: false,
        data: rows.map((r) => r.avgRating),
        tooltip: { valueFormatter: (v: unknown) => (v === null || v === undefined || v === '-' ? '-' : Number(v).toFixed(1)) },
      },
    ],
  };
}
