import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TUserInfoReply } from '@po/contracts';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { dashboardAll, leadTimeReply, noticesReply, salesReply, stubDashboard } from '../test/dashboard-fixtures';
import { HomePage } from './home-page';

// The popups are tested on their own (popups/home-popups.test.tsx); here they stay out of the way.
vi.mock('../popups/home-popups', () => ({ HomePopups: () => null }));

// jsdom draws no canvas: the chart is its option's series names.
vi.mock('@/shared/chart/echart', () => ({
  EChart: ({ option, testId }: { option: { series: { name?: string; type: string }[] }; testId: string }) => (
    <div data-testid={testId}>{option.series.map((s) => s.name ?? s.type).join(',')}</div>
  ),
}));

const routes = (over: Record<string, unknown> = {}) => ({
  '/dashboard/all': dashboardAll(),
  '/dashboard/daily-sales': salesReply('2026-11-26'),
  '/dashboard/monthly-sales': salesReply('2026-11'),
  '/dashboard/conversion-ranking': { list: [], totalCnt: 0 },
  '/dashboard/lead-time': leadTimeReply([3, 1, 0, 0, 0, 0, 1]),
  '/notice/list': noticesReply(['Holiday shipping', 'New fee table']),
  ...over,
});

function renderHome(user: TUserInfoReply = sellerUser) {
  return renderWithProviders(
    <MemoryRouter>
      <Suspense fallback={null}>
        <HomePage />
      </Suspense>
    </MemoryRouter>,
    { user },
  );
}

const href = (testId: string) => screen.getByTestId(testId).getAttribute('href');

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  await i18n.loadNamespaces(['dashboard']);
});
afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it('shows the cards from one /dashboard/all call, with links carrying the lists filters', async () => {
    const server = stubDashboard(routes());
    renderHome();
    expect((await screen.findByTestId('count-order-20')).textContent).toBe('7');
    expect(screen.getByTestId('stat-sale-amt').textContent).toContain('345,000원');
    expect(screen.getByTestId('count-product-90').textContent).toBe('22');
    expect(screen.getByTestId('count-return-collect').textContent).toBe('2');
    expect(screen.getByTestId('count-promotion-agree').textContent).toBe('3');
    expect(screen.getByTestId('count-sold-out-soon').textContent).toBe('6');
    expect(href('count-order-20')).toBe('/order/orderStatus?statusCd=20');
    expect(href('count-order-35')).toBe('/order/orderStatus?statusCd=35');
    expect(href('count-product-90')).toBe('/product/productSearchList?prodStsCd=90');
    expect(href('count-return-collect')).toMatch(/^\/return\/returnList\?statusCd=RETURN_COLLECT&fromDt=\d{4}-\d{2}-\d{2}&toDt=\d{4}-\d{2}-\d{2}$/);
    expect(href('count-sold-out-soon')).toBe('/product/productOptionList?qtyMin=1&qtyMax=5');
    expect(href('count-qna')).toMatch(/^\/qna\/productQna\?dateType=QUESTION&answerType=UNANSWERED&startDt=\d{4}-\d{2}-\d{2}&endDt=/);
    expect(href('count-cs')).toMatch(/^\/qna\/supplyCs\?stsCd=WAITING&startDt=/);
    expect(screen.getByTestId('key-status-period').textContent).toBe('2026-11-13 ~ 2026-11-26');
    // The parts were seeded from /dashboard/all: none of them was called.
    for (const part of ['statistic', 'order-status', 'return-status', 'product-status', 'promotion-product-status', 'key-status'])
      expect(server.sent(`/dashboard/${part}`)).toHaveLength(0);
    expect(server.sent('/dashboard/all')).toHaveLength(1);
  });

  it('shows null rates as "-"', async () => {
    stubDashboard(routes());
    renderHome();
    expect((await screen.findByTestId('rate-returnDelayRate')).textContent).toBe('-');
    expect(screen.getByTestId('rate-supplyCsRspnRate').textContent).toBe('-');
    expect(screen.getByTestId('rate-orderFulfilmentRate').textContent).toBe('95.2%');
    expect(screen.getByTestId('rate-answerRate').textContent).toBe('87.5%');
  });

  it('refreshes one card with its own call', async () => {
    const server = stubDashboard(routes({ '/dashboard/order-status': { orderStatusCount: { stsCd35: 80, stsCd50: 9, stsCd60: 10, stsCd99: 1 } } }));
    renderHome();
    await screen.findByTestId('count-order-35');
    fireEvent.click(screen.getByTestId('card-order-refresh'));
    await waitFor(() => expect(screen.getByTestId('count-order-35').textContent).toBe('80'));
    expect(server.sent('/dashboard/order-status')).toHaveLength(1);
    expect(server.sent('/dashboard/all')).toHaveLength(1);
    expect(server.sent('/dashboard/return-status')).toHaveLength(0);
  });

  it('refreshes the Q&A / CS and sold-out tiles with their own calls, the whole section with /dashboard/statistic', async () => {
    const server = stubDashboard(
      routes({
        '/dashboard/recentCsRspnRate': { answerRate: 50, productQnaUnanswerCount: 40, reCentSupplyCsRspnCount: 41 },
        '/dashboard/supplyCsRspnRate': { supplyCsRspnRate: 75 },
        '/dashboard/product-soldOutCount': { productSoldOutSoonCount: { totalCnt: 60 } },
        '/dashboard/statistic': { ...dashboardAll().statistic, paymentCompleteCount: 70 },
      }),
    );
    renderHome();
    await screen.findByTestId('count-qna');
    fireEvent.click(screen.getByTestId('stat-qna-refresh'));
    await waitFor(() => expect(screen.getByTestId('count-qna').textContent).toBe('40'));
    expect(screen.getByTestId('count-cs').textContent).toBe('41');
    expect(screen.getByTestId('rate-supplyCsRspnRate').textContent).toBe('75.0%');
    expect(screen.getByTestId('count-order-20').textContent).toBe('7');
    fireEvent.click(screen.getByTestId('stat-sold-out-soon-refresh'));
    await waitFor(() => expect(screen.getByTestId('count-sold-out-soon').textContent).toBe('60'));
    fireEvent.click(screen.getByTestId('key-status-refresh'));
    await waitFor(() => expect(screen.getByTestId('count-order-20').textContent).toBe('70'));
    expect(server.sent('/dashboard/all')).toHaveLength(1);
  });

  it('sends a travel-only seller to the travel screens and disables returns and promotions', async () => {
    stubDashboard(routes());
    renderHome({ ...sellerUser, managerRole: ['190'] });
    await screen.findByTestId('count-order-20');
    expect(href('count-order-20')).toBe('/travelOrder/orderStatus?statusCd=RSV_WAIT');
    expect(href('count-product-40')).toBe('/travelProduct/productSearchList?prodStsCd=40');
    for (const id of ['count-return-collect', 'count-promotion-agree', 'count-withdraw']) {
      const el = screen.getByTestId(id);
      expect(el.getAttribute('href')).toBeNull();
      expect(el.getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('switches the order chart between daily and monthly calls', async () => {
    const server = stubDashboard(routes());
    renderHome();
    expect((await screen.findByTestId('sales-chart-daily-chart')).textContent).toContain('판매 금액');
    expect(server.sent('/dashboard/daily-sales')[0]!.searchParams.get('pageSize')).toBe('14');
    const group = screen.getByTestId('sales-mode');
    fireEvent.click(within(group).getByText('월별'));
    await screen.findByTestId('sales-chart-monthly-chart');
    expect(server.sent('/dashboard/monthly-sales')).toHaveLength(1);
    expect(server.sent('/dashboard/monthly-sales')[0]!.searchParams.get('pageSize')).toBe('100');
  });

  it('shows "no data to provide" for empty charts and the lead-time average', async () => {
    stubDashboard(routes({ '/dashboard/lead-time': leadTimeReply([0, 0, 0, 0, 0, 0, 0]) }));
    renderHome();
    expect(await screen.findByTestId('conversion-chart-empty')).toBeTruthy();
    expect((await screen.findByTestId('lead-time-chart-empty')).textContent).toContain('제공할 데이터가 없습니다.');
    expect(screen.queryByTestId('lead-time-average')).toBeNull();
  });

  it('shows the lead-time average of §5 with the donut', async () => {
    stubDashboard(routes());
    renderHome();
    // (2 x 3 + 3 x 1) / 4 = 2.25 -> 2.3 days; ETC is left out.
    expect((await screen.findByTestId('lead-time-average')).textContent).toBe('평균 2.3일');
    expect(await screen.findByTestId('lead-time-chart-chart')).toBeTruthy();
  });

  it('lists the latest notices, important first, or the empty message', async () => {
    const server = stubDashboard(routes());
    const view = renderHome();
    expect((await screen.findByTestId('home-notice-1')).getAttribute('href')).toBe('/noticeDetail/1');
    expect(screen.getByText('중요')).toBeTruthy();
    expect(href('home-notices-more')).toBe('/notice');
    expect(server.sent('/notice/list')[0]!.searchParams.get('pageSize')).toBe('5');
    view.unmount();
    stubDashboard(routes({ '/notice/list': noticesReply([]) }));
    renderHome();
    expect((await screen.findByTestId('home-notices-empty')).textContent).toBe('등록된 공지사항이 없습니다.');
  });

  it('shows no cards to a session without a seller, and offers a master the seller choice', async () => {
    const server = stubDashboard(routes());
    renderHome({ ...sellerUser, isMasterLogin: 'Y', entrFlag: 'A', supplyEntrCd: null, supplyEntrNm: null });
    expect(await screen.findByTestId('home-select-supplier')).toBeTruthy();
    expect(await screen.findByTestId('home-notice-1')).toBeTruthy();
    expect(screen.getByTestId('cs-hotline').textContent).toContain('1544-0000');
    expect(screen.queryByTestId('key-status')).toBeNull();
    expect(server.sent('/dashboard/all')).toHaveLength(0);
  });
});
