import { DASHBOARD_CHART } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { conversionChartOption } from './conversion-chart-option';
import { leadTimeOption, leadTimeSeries, pieAverage, pieHasData, pieLabel } from './lead-time-option';
import { hasSales, salesChartOption } from './sales-chart-option';
import { wonAxisLabel, wonLabel } from '@/shared/chart/chart-common';

type Series = { type: string; name?: string; data: unknown[]; barWidth?: number; radius?: string[]; label?: { formatter: (p: unknown) => string } };

const buckets = (counts: number[]) =>
  leadTimeSeries((['2DAYS', '3DAYS', '4DAYS', '5DAYS', '6DAYS', '7DAYS', 'ETC'] as const).map((deliveryDays, i) => ({ deliveryDays, cnt: counts[i] ?? 0 })));
const pieTexts = { bucket: (c: string) => `b:${c}`, average: (d: number) => `avg ${d}`, showAverage: true };

describe('lead-time donut', () => {
  it('labels only slices above 5 %, with one decimal', () => {
    expect(pieLabel(5, 100)).toBeNull();
    expect(pieLabel(6, 100)).toBe('6.0');
    expect(pieLabel(1, 3)).toBe('33.3');
    expect(pieLabel(0, 0)).toBeNull();
    const option = leadTimeOption(buckets([94, 5, 1]), pieTexts);
    const series = (option.series as Series[])[0]!;
    expect((series.data as { name: string; label: { show: boolean } }[]).map((d) => [d.name, d.label.show]).slice(0, 3)).toEqual([
      ['2DAYS', true],
      ['3DAYS', false],
      ['4DAYS', false],
    ]);
    expect(series.label!.formatter({ value: 94 })).toBe('94.0%');
  });

  it('is the no-data state when every count is zero', () => {
    expect(pieHasData(buckets([0, 0, 0, 0, 0, 0, 0]))).toBe(false);
    expect(pieHasData(buckets([0, 0, 0, 0, 0, 0, 1]))).toBe(true);
  });

  it('draws a 50%-100% donut in the palette, with the §5 average (ETC left out) only when enabled', () => {
    const slices = buckets([1, 1, 0, 0, 0, 0, 10]);
    expect(pieAverage(slices)).toBe(2.5);
    const option = leadTimeOption(slices, pieTexts);
    expect((option.series as Series[])[0]!.radius).toEqual(['50%', '100%']);
    expect(option.color).toEqual([...DASHBOARD_CHART.palette]);
    expect((option.color as string[]).length).toBe(11);
    expect((option.title as { text: string }).text).toBe('avg 2.5');
    expect(leadTimeOption(slices, { ...pieTexts, showAverage: false }).title).toBeUndefined();
    expect(leadTimeOption(buckets([0, 0, 0, 0, 0, 0, 3]), pieTexts).title).toBeUndefined();
  });
});

describe('order chart', () => {
  const rows = [
    { ordDt: '2026-11-02', realSaleAmt: 20000, cancelAmt: 0, returnAmt: 5000 },
    { ordDt: '2026-11-01', realSaleAmt: 10000, cancelAmt: 3000, returnAmt: 0 },
  ];
  it('bars the amount kept and lines the cancels and returns, oldest first, bars 20 px wide', () => {
    const option = salesChartOption(rows, { realSaleAmt: 'sale', cancelAmt: 'cancel', returnAmt: 'return', lang: 'ko' });
    expect((option.xAxis as { data: string[] }).data).toEqual(['2026-11-01', '2026-11-02']);
    const series = option.series as Series[];
    expect(series.map((s) => [s.name, s.type])).toEqual([
      ['sale', 'bar'],
      ['cancel', 'line'],
      ['return', 'line'],
    ]);
    expect(series[0]!.barWidth).toBe(DASHBOARD_CHART.barWidth);
    expect(series[0]!.data).toEqual([10000, 20000]);
    expect(series[2]!.data).toEqual([0, 5000]);
    expect(option.color).toEqual([...DASHBOARD_CHART.palette]);
  });
  it('formats amounts in won', () => {
    expect(wonLabel(1234000, 'ko')).toBe('1,234,000원');
    expect(wonLabel(1234000, 'en')).toBe('1,234,000 won');
    expect(wonAxisLabel(12_000_000, 'ko')).toBe('1,200만');
    expect(wonAxisLabel(5000, 'ko')).toBe('5,000원');
    expect(wonAxisLabel(2_500_000, 'en')).toBe('2.5M');
  });
  it('is empty when every amount is zero', () => {
    expect(hasSales([])).toBe(false);
    expect(hasSales([{ ordDt: '2026-11-01', realSaleAmt: 0, cancelAmt: 0, returnAmt: 0 }])).toBe(false);
    expect(hasSales(rows)).toBe(true);
  });
});

describe('conversion chart', () => {
  it('puts the best product on top with its rate as the bar and the views in the tooltip', () => {
    const rows = [
      { prodCd: 'P1', prodNm: 'Coat', pvCnt: 100, ordCnt: 25, ordRate: 25 },
      { prodCd: 'P2', prodNm: 'A very long product name indeed', pvCnt: 50, ordCnt: 5, ordRate: 10 },
    ];
    const option = conversionChartOption(rows, { ordRate: 'rate', detail: (r) => `views ${r.pvCnt}` });
    expect((option.yAxis as { data: string[] }).data).toEqual(['A very long …', 'Coat']);
    expect((option.series as Series[])[0]!.data).toEqual([10, 25]);
    const tooltip = (option.tooltip as { formatter: (p: { dataIndex: number }) => string }).formatter({ dataIndex: 1 });
    expect(tooltip).toContain('Coat');
    expect(tooltip).toContain('25.0%');
    expect(tooltip).toContain('views 100');
  });
});
