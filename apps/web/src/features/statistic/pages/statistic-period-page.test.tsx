import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { periodReply, stubStatistic } from '../test/statistic-fixtures';
import { StatisticPeriodPage } from './statistic-period-page';

// jsdom draws no canvas: the chart is its option's series names.
vi.mock('@/shared/chart/echart', () => ({
  EChart: ({ option, testId }: { option: { series: { name?: string; type: string }[] }; testId: string }) => (
    <div data-testid={testId}>{option.series.map((s) => s.name ?? s.type).join(',')}</div>
  ),
}));

const render = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/statistic/statisticPeriod']}>
      <Suspense fallback={null}>
        <StatisticPeriodPage />
      </Suspense>
    </MemoryRouter>,
    { user: sellerUser },
  );

const last = <T,>(list: T[]) => list[list.length - 1]!;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['statistic']);
});
afterEach(() => vi.unstubAllGlobals());

describe('statistic by period', () => {
  it('opens on the last month by day: the rows, the total row and the sales chart', async () => {
    const server = stubStatistic({ '/statistic/day': periodReply(['2026-11-26', '2026-11-25']) });
    render();
    const rows = await screen.findAllByTestId('stat-period-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('2026-11-26');
    expect(rows[0]!.textContent).toContain('10,000 won');
    expect(screen.getByTestId('stat-period-total').textContent).toContain('Total');
    expect(screen.getByTestId('stat-period-total').textContent).toContain('30,000 won');
    expect((await screen.findByTestId('stat-period-chart-chart')).textContent).toBe('Net sales,Cancelled amount,Returned amount');
    const call = last(server.sent('/statistic/day'));
    expect(call.params.get('startDt')).toBe(defaultPeriod().startDt);
    expect(call.params.get('endDt')).toBe(defaultPeriod().endDt);
    expect(call.params.get('pageNum')).toBe('1');
  });

  it('searches at once with a shortcut, and "All" sends no dates', async () => {
    const server = stubStatistic({ '/statistic/day': periodReply(['2026-11-26']) });
    render();
    await screen.findAllByTestId('stat-period-row');
    fireEvent.click(screen.getByRole('button', { name: '1 week' }));
    const week = dayBounds(shortcutRange('1w', seoulToday()));
    await waitFor(() => expect(last(server.sent('/statistic/day')).params.get('startDt')).toBe(week.from));
    expect(last(server.sent('/statistic/day')).params.get('endDt')).toBe(week.to);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(last(server.sent('/statistic/day')).params.has('startDt')).toBe(false));
    expect(last(server.sent('/statistic/day')).params.has('endDt')).toBe(false);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    // One table call and one trend call (the whole period, 1000 at most) per search: the opening, 1 week, all.
    const sizes = server.sent('/statistic/day').map((c) => c.params.get('pageSize'));
    expect(sizes.filter((s) => s === '10')).toHaveLength(3);
    expect(sizes.filter((s) => s === '1000')).toHaveLength(3);
  });

  it('switches to months', async () => {
    const server = stubStatistic({ '/statistic/day': periodReply(['2026-11-26']), '/statistic/month': periodReply(['2026-11', '2026-10']) });
    render();
    await screen.findAllByTestId('stat-period-row');
    fireEvent.click(screen.getByTestId('stat-period-unit-MONTH'));
    await waitFor(() => expect(screen.getAllByTestId('stat-period-row')).toHaveLength(2));
    expect(screen.getAllByTestId('stat-period-row')[1]!.textContent).toContain('2026-10');
    expect(screen.getByRole('columnheader', { name: 'Order month' })).toBeTruthy();
    expect(last(server.sent('/statistic/month')).params.get('startDt')).toBe(defaultPeriod().startDt);
  });

  it('shows the empty state and no chart without figures', async () => {
    stubStatistic({ '/statistic/day': periodReply([]) });
    render();
    expect(await screen.findByTestId('stat-period-empty')).toBeTruthy();
    expect(screen.queryByTestId('stat-period-total')).toBeNull();
    expect(within(screen.getByTestId('stat-period-chart-empty')).getByText('No data to provide.')).toBeTruthy();
    expect(screen.getByTestId('stat-period-excel').hasAttribute('disabled')).toBe(true);
  });

  it('downloads the Excel of the same search', async () => {
    const server = stubStatistic({ '/statistic/day': periodReply(['2026-11-26']) });
    render();
    await screen.findAllByTestId('stat-period-row');
    fireEvent.click(screen.getByTestId('stat-period-excel'));
    await waitFor(() => expect(server.sent('/statistic/day/excel')).toHaveLength(1));
    const call = server.sent('/statistic/day/excel')[0]!;
    expect(call.method).toBe('GET');
    expect(call.params.get('startDt')).toBe(defaultPeriod().startDt);
    expect(call.params.get('endDt')).toBe(defaultPeriod().endDt);
    expect(call.params.get('downloadName')).toBe('statistics_by_period');
    expect(call.params.has('pageNum')).toBe(false);
  });

  it('says so when the download fails', async () => {
    stubStatistic({ '/statistic/day': periodReply(['2026-11-26']), '/statistic/day/excel': undefined });
    render();
    await screen.findAllByTestId('stat-period-row');
    fireEvent.click(screen.getByTestId('stat-period-excel'));
    expect((await screen.findByTestId('stat-period-excel-failed')).textContent).toBe('The Excel download failed.');
  });
});
