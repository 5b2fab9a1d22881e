import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shortcutRange } from '@/shared/date/date-shortcuts';
import { seoulToday } from '@/shared/date/seoul';
import { i18n } from '@/shared/i18n/i18n';
import { dayBounds } from '@/shared/list/use-filter-form';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { defaultPeriod } from '../model/statistic-search';
import { ageReply, brandsReply, figures, leadTimeReply, productRow, ratingDayReply, stubStatistic } from '../test/statistic-fixtures';
import { StatisticAgeGenderPage } from './statistic-age-gender-page';
import { StatisticLeadTimePage } from './statistic-lead-time-page';
import { StatisticProductPage } from './statistic-product-page';
import { StatisticRatingPage } from './statistic-rating-page';

// jsdom draws no canvas: the chart is its option's series names (a donut: its slices).
vi.mock('@/shared/chart/echart', () => ({
  EChart: ({ option, testId }: { option: { series: { name?: string; type: string; data: unknown[] }[] }; testId: string }) => (
    <div data-testid={testId}>
      {option.series.map((s) => (s.type === 'pie' ? (s.data as { name: string }[]).map((d) => d.name).join('|') : (s.name ?? s.type))).join(',')}
    </div>
  ),
}));

const render = (Page: ComponentType, path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </MemoryRouter>,
    { user: sellerUser },
  );

const last = <T,>(list: T[]) => list[list.length - 1]!;
const week = () => dayBounds(shortcutRange('1w', seoulToday()));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['statistic']);
});
afterEach(() => vi.unstubAllGlobals());

describe('statistic by product', () => {
  const routes = () => ({
    '/statistic/partner/supplyEntr/orderProductChart': { list: [productRow('P1', 50000), productRow('P2', 20000)] },
    '/statistic/partner/supplyEntr/orderProductList': { list: [productRow('P1', 50000), productRow('P2', 20000)], totalCnt: 2, total: figures(70000) },
    '/product/productinfo/getSupplyBrandList': brandsReply,
  });

  it('shows the top products and the list of the last month, by net sales', async () => {
    const server = stubStatistic(routes());
    render(StatisticProductPage, '/statistic/statisticProduct');
    const rows = await screen.findAllByTestId('stat-product-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Product P1');
    expect(rows[0]!.textContent).toContain('5.0%');
    expect(screen.getByTestId('stat-product-total').textContent).toContain('70,000 won');
    expect((await screen.findByTestId('stat-product-chart-chart')).textContent).toBe('Net sales');
    const list = last(server.sent('/statistic/partner/supplyEntr/orderProductList'));
    expect(list.method).toBe('PUT');
    expect(list.body).toEqual({ ...defaultPeriod(), sortCd: 'REAL_SALE_AMT', pageNum: 1, pageSize: 10 });
    expect(last(server.sent('/statistic/partner/supplyEntr/orderProductChart')).body).toEqual({ ...defaultPeriod(), sortCd: 'REAL_SALE_AMT' });
  });

  it('searches a product with a shortcut, and downloads the same search', async () => {
    const server = stubStatistic(routes());
    render(StatisticProductPage, '/statistic/statisticProduct');
    await screen.findAllByTestId('stat-product-row');
    fireEvent.change(screen.getByTestId('stat-product-text'), { target: { value: 'P1' } });
    fireEvent.click(screen.getByRole('button', { name: '1 week' }));
    const { from, to } = week();
    await waitFor(() =>
      expect(last(server.sent('/statistic/partner/supplyEntr/orderProductList')).body).toMatchObject({ startDt: from, endDt: to, product: 'P1' }),
    );
    fireEvent.click(screen.getByTestId('stat-product-excel'));
    await waitFor(() => expect(server.sent('/statistic/partner/supplyEntr/orderProductList/excel')).toHaveLength(1));
    const excel = server.sent('/statistic/partner/supplyEntr/orderProductList/excel')[0]!;
    expect(excel.method).toBe('PUT');
    expect(excel.body).toEqual({ startDt: from, endDt: to, product: 'P1', sortCd: 'REAL_SALE_AMT', downloadName: 'statistics_by_product' });
  });

  it('shows the empty state', async () => {
    stubStatistic({
      ...routes(),
      '/statistic/partner/supplyEntr/orderProductChart': { list: [] },
      '/statistic/partner/supplyEntr/orderProductList': { list: [], totalCnt: 0, total: figures(0) },
    });
    render(StatisticProductPage, '/statistic/statisticProduct');
    expect(await screen.findByTestId('stat-product-empty')).toBeTruthy();
    expect(await screen.findByTestId('stat-product-chart-empty')).toBeTruthy();
  });
});

describe('statistic by age and gender', () => {
  it('shows every band and sex, the bars by sex and the share donut', async () => {
    const server = stubStatistic({ '/statistic/age': ageReply() });
    render(StatisticAgeGenderPage, '/statistic/statisticAgeGender');
    const rows = await screen.findAllByTestId('stat-age-row');
    expect(rows).toHaveLength(21);
    expect(rows[4]!.textContent).toContain('20s');
    expect(rows[4]!.textContent).toContain('Female');
    expect(rows[4]!.textContent).toContain('30,000 won');
    expect(screen.getByTestId('stat-age-total').textContent).toContain('100,000 won');
    expect((await screen.findByTestId('stat-age-chart-chart')).textContent).toBe('Male,Female');
    expect((await screen.findByTestId('stat-sex-chart-chart')).textContent).toBe('Male|Female');
    expect(last(server.sent('/statistic/age')).params.get('startDt')).toBe(defaultPeriod().startDt);
  });

  it('is empty without an order, and posts the Excel with the period', async () => {
    const empty = {
      list: ageReply().list.map((r) => ({ ...r, ...figures(0, { ordCnt: 0, ordQty: 0, cancelQty: 0, cancelAmt: 0, realOrdAmt: 0, realSaleQty: 0 }) })),
      total: figures(0, { ordCnt: 0 }),
    };
    // The routes are read at each call: the 3 months' search finds orders.
    const routes: Record<string, unknown> = { '/statistic/age': empty };
    const server = stubStatistic(routes);
    render(StatisticAgeGenderPage, '/statistic/statisticAgeGender');
    expect(await screen.findByTestId('stat-age-empty')).toBeTruthy();
    expect(screen.getByTestId('stat-age-excel').hasAttribute('disabled')).toBe(true);
    routes['/statistic/age'] = ageReply();
    fireEvent.click(screen.getByRole('button', { name: '3 months' }));
    await screen.findAllByTestId('stat-age-row');
    fireEvent.click(screen.getByTestId('stat-age-excel'));
    const three = dayBounds(shortcutRange('3m', seoulToday()));
    await waitFor(() => expect(server.sent('/statistic/age/excel')).toHaveLength(1));
    const excel = server.sent('/statistic/age/excel')[0]!;
    expect(excel.method).toBe('POST');
    expect(excel.body).toEqual({ startDt: three.from, endDt: three.to, downloadName: 'age_gender_statistics' });
  });
});

describe('statistic of lead time', () => {
  it('shows the buckets, the average and the donut; the filters go to the query and the Excel', async () => {
    const server = stubStatistic({ '/statistic/lead-time': leadTimeReply([3, 1, 1, 0, 0, 0, 1]), '/product/productinfo/getSupplyBrandList': brandsReply });
    render(StatisticLeadTimePage, '/statistic/statisticLeadTime');
    const rows = await screen.findAllByTestId('stat-lead-row');
    expect(rows).toHaveLength(7);
    expect(rows[0]!.textContent).toBe('Within 2 days350.0%');
    expect(screen.getByTestId('stat-lead-total').textContent).toBe('Total6100.0%');
    expect(screen.getByTestId('stat-lead-average').textContent).toBe('Average 2.4 days');
    expect((await screen.findByTestId('stat-lead-chart-chart')).textContent).toContain('Within 2 days|3 days');
    fireEvent.change(screen.getByTestId('stat-lead-products'), { target: { value: 'P1, P2' } });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(last(server.sent('/statistic/lead-time')).params.get('prodCdList')).toBe('P1,P2'));
    expect(last(server.sent('/statistic/lead-time')).params.has('startDt')).toBe(false);
    fireEvent.click(screen.getByTestId('stat-lead-excel'));
    await waitFor(() => expect(server.sent('/statistic/lead-time/excel')).toHaveLength(1));
    const excel = server.sent('/statistic/lead-time/excel')[0]!;
    expect(excel.params.get('prodCdList')).toBe('P1,P2');
    expect(excel.params.has('startDt')).toBe(false);
    expect(excel.params.get('downloadName')).toBe('lead_time_statistics');
  });

  it('refuses more than 50 product codes', async () => {
    const server = stubStatistic({ '/statistic/lead-time': leadTimeReply([1]), '/product/productinfo/getSupplyBrandList': brandsReply });
    render(StatisticLeadTimePage, '/statistic/statisticLeadTime');
    await screen.findAllByTestId('stat-lead-row');
    const before = server.sent('/statistic/lead-time').length;
    const codes = Array.from({ length: 51 }, (_, i) => `P${i}`).join(',');
    fireEvent.change(screen.getByTestId('stat-lead-products'), { target: { value: codes } });
    fireEvent.click(screen.getByTestId('stat-lead-search'));
    expect(await screen.findByText('Enter at most 50 product codes.')).toBeTruthy();
    expect(server.sent('/statistic/lead-time')).toHaveLength(before);
  });

  it('is empty when nothing was delivered', async () => {
    stubStatistic({ '/statistic/lead-time': leadTimeReply([0]), '/product/productinfo/getSupplyBrandList': brandsReply });
    render(StatisticLeadTimePage, '/statistic/statisticLeadTime');
    expect(await screen.findByTestId('stat-lead-empty')).toBeTruthy();
    expect(screen.getByTestId('stat-lead-chart-empty')).toBeTruthy();
  });
});

describe('statistic of ratings', () => {
  const productReply = {
    list: [
      {
        prodCd: 'P1',
        prodNm: 'Product P1',
        brandNm: 'Brand one',
        reviewCnt: 3,
        avgRating: 4.3,
        score1Cnt: 0,
        score2Cnt: 0,
        score3Cnt: 0,
        score4Cnt: 2,
        score5Cnt: 1,
      },
    ],
    totalCnt: 1,
    total: ratingDayReply([]).total,
  };

  it('shows the days, then the products, each with its chart and Excel', async () => {
    const server = stubStatistic({
      '/statistic/product-review/day': ratingDayReply(['2026-11-26', '2026-11-25']),
      '/statistic/product-review/product': productReply,
    });
    render(StatisticRatingPage, '/statistic/statisticRating');
    const rows = await screen.findAllByTestId('stat-rating-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('2026-11-26');
    expect(rows[0]!.textContent).toContain('4.5');
    expect(screen.getByTestId('stat-rating-total').textContent).toContain('4.3');
    expect((await screen.findByTestId('stat-rating-chart-chart')).textContent).toBe('Reviews,Average rating');
    fireEvent.click(screen.getByTestId('stat-rating-view-PRODUCT'));
    await waitFor(() => expect(screen.getAllByTestId('stat-rating-row')[0]!.textContent).toContain('Product P1'));
    expect(last(server.sent('/statistic/product-review/product')).params.get('startDt')).toBe(defaultPeriod().startDt);
    fireEvent.click(screen.getByTestId('stat-rating-excel'));
    await waitFor(() => expect(server.sent('/statistic/product-review/product/excel')).toHaveLength(1));
    expect(server.sent('/statistic/product-review/product/excel')[0]!.params.get('downloadName')).toBe('ratings_by_product');
  });

  it('is empty without reviews', async () => {
    stubStatistic({ '/statistic/product-review/day': { list: [], totalCnt: 0, total: { ...ratingDayReply([]).total, reviewCnt: 0, avgRating: null } } });
    render(StatisticRatingPage, '/statistic/statisticRating');
    expect(await screen.findByTestId('stat-rating-empty')).toBeTruthy();
  });
});
