import { describe, expect, it } from 'vitest';
import { ageReply, periodReply, productRow } from '../test/statistic-fixtures';
import { splitProdCds } from './statistic-search';
import { ageChartOption, donutOption, periodChartOption, productChartOption, ratingChartOption, sliceLabel } from './stat-chart-options';

const texts = { lang: 'en' as const, cases: (n: number) => `${n} cases` };
type Series = { type: string; name?: string; barWidth?: number; data: unknown[]; yAxisIndex?: number; radius?: string[] };
const seriesOf = (o: Record<string, unknown>) => o.series as Series[];

describe('statistic chart options', () => {
  it('period: bars of the kept sale oldest first, lines of cancels and returns, §9 palette and bar width', () => {
    const o = periodChartOption(periodReply(['2026-11-26', '2026-11-25']).list, { ...texts, realSaleAmt: 'Net', cancelAmt: 'Cancel', returnAmt: 'Return' });
    expect((o.xAxis as { data: string[] }).data).toEqual(['2026-11-25', '2026-11-26']);
    const [bar, cancel] = seriesOf(o);
    expect(bar).toMatchObject({ type: 'bar', barWidth: 20, data: [20000, 10000] });
    expect(cancel).toMatchObject({ type: 'line', name: 'Cancel' });
    expect((o.color as string[]).length).toBe(11);
    const tooltip = o.tooltip as { valueFormatter: (v: number) => string };
    expect(tooltip.valueFormatter(12000)).toBe('12,000 won');
  });

  it('product: the first product on top, amounts in won or counts in cases by the sort', () => {
    const rows = [productRow('P1', 50000), productRow('P2', 20000)];
    const amount = productChartOption(rows, 'REAL_SALE_AMT', { ...texts, figure: 'Net' });
    expect((amount.yAxis as { data: string[] }).data).toEqual(['Product P2', 'Product P1']);
    expect(seriesOf(amount)[0]!.data).toEqual([20000, 50000]);
    const views = productChartOption(rows, 'PV_CNT', { ...texts, figure: 'Views' });
    expect(seriesOf(views)[0]!.data).toEqual([40, 40]);
    expect((views.xAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter(3)).toBe('3 cases');
  });

  it('age: a bar per sex by band, the unknown sex only when it sold', () => {
    const o = ageChartOption(ageReply().list, { ...texts, age: (c) => c, sex: (c) => c });
    expect(seriesOf(o).map((s) => s.name)).toEqual(['M', 'F']);
    expect((o.xAxis as { data: string[] }).data).toEqual(['10', '20', '30', '40', '50', '60', 'UNKNOWN']);
    expect(seriesOf(o)[1]!.data).toEqual([0, 30000, 50000, 0, 0, 0, 0]);
  });

  it('donut: radius 50%-100%, labels only above 5 % with one decimal, the text in the hole', () => {
    expect(sliceLabel(1, 3)).toBe('33.3');
    expect(sliceLabel(5, 100)).toBeNull();
    expect(sliceLabel(1, 0)).toBeNull();
    const o = donutOption(
      [
        { name: 'a', value: 95 },
        { name: 'b', value: 5 },
      ],
      { value: (v) => `${v}`, center: 'Average 2.4 days' },
    );
    const pie = seriesOf(o)[0]!;
    expect(pie.radius).toEqual(['50%', '100%']);
    expect((pie.data as { label: { show: boolean } }[]).map((d) => d.label.show)).toEqual([true, false]);
    expect((o.title as { text: string }).text).toBe('Average 2.4 days');
  });

  it('rating: review bars on the left axis, the average on a 0-5 axis', () => {
    const o = ratingChartOption(
      [
        { label: 'd1', reviewCnt: 2, avgRating: 4.5 },
        { label: 'd2', reviewCnt: 0, avgRating: null },
      ],
      { ...texts, reviewCnt: 'Reviews', avgRating: 'Average' },
    );
    const [bars, line] = seriesOf(o);
    expect(bars!.data).toEqual([2, 0]);
    expect(line).toMatchObject({ type: 'line', yAxisIndex: 1, data: [4.5, null] });
    expect((o.yAxis as { max?: number }[])[1]!.max).toBe(5);
  });

  it('splits product codes typed with commas, spaces or lines', () => {
    expect(splitProdCds(' P1, P2\nP3  ,, ')).toEqual(['P1', 'P2', 'P3']);
    expect(splitProdCds(undefined)).toEqual([]);
  });
});
