import { DASHBOARD_CHART } from '@po/contracts';

/**
 * The ECharts options are built here as plain objects, without importing ECharts: the builders are unit-tested
 * and the page chunk stays free of the chart library (only the lazily loaded chart component imports it).
 */
export type TChartOption = Record<string, unknown>;

/** Every chart (the home's and the statistic screens') draws in the §9 palette, in order. */
export const chartBase = (): TChartOption => ({ color: [...DASHBOARD_CHART.palette], animation: false });

/** "1,234,000원" / "1,234,000 won": the axis and tooltip amounts. */
export function wonLabel(value: number, lang: 'ko' | 'en'): string {
  const n = Math.round(value).toLocaleString('en-US');
  return lang === 'en' ? `${n} won` : `${n}원`;
}

/** Short amounts for an axis: 12,000,000 -> "1,200만" (ko) / "12M" (en); small ones as they are. */
export function wonAxisLabel(value: number, lang: 'ko' | 'en'): string {
  const abs = Math.abs(value);
  if (lang === 'ko') return abs >= 10_000 ? `${(value / 10_000).toLocaleString('en-US', { maximumFractionDigits: 1 })}만` : wonLabel(value, lang);
  if (abs >= 1_000_000) return `${(value / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 1 })}M`;
  if (abs >= 1_000) return `${(value / 1_000).toLocaleString('en-US', { maximumFractionDigits: 1 })}K`;
  return wonLabel(value, lang);
}
