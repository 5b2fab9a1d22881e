import type { TDashboardAll, TLeadTimeReply, TNoticeListReply, TSalesChartReply } from '@po/contracts';
import { vi } from 'vitest';

export const dashboardAll = (over: Partial<TDashboardAll> = {}): TDashboardAll => ({
  statistic: {
    thisMonthSaleQty: 12,
    thisMonthSaleAmt: 345000,
    thisMonthSettleExpectAmt: 300000,
    paymentCompleteCount: 7,
    deliveryDelayCount: 2,
    arrivalDelayCount: 1,
    withdrawCount: 3,
    productQnaUnanswerCount: 4,
    reCentSupplyCsRspnCount: 5,
    answerRate: 87.5,
    supplyCsRspnRate: null,
    productSoldOutSoonCount: { totalCnt: 6 },
  },
  productStatusCountList: [
    { prodStsCd: '40', cntByProdStsCd: 11 },
    { prodStsCd: '90', cntByProdStsCd: 22 },
    { prodStsCd: '60', cntByProdStsCd: 3 },
    { prodStsCd: '70', cntByProdStsCd: 0 },
  ],
  partnerPromotionProductCount: { total: 9, prepare: 4, agree: 3, reject: 2 },
  orderStatusCount: { stsCd35: 8, stsCd50: 9, stsCd60: 10, stsCd99: 1 },
  returnStatusCount: { collect: 2, collectCompleted: 1, completed: 4, disable: 0 },
  keyStatus: { orderFulfilmentRate: 95.2, returnDelayRate: null, deliveryDelayRate: 3 },
  startDt: '2026-11-13',
  endDt: '2026-11-26',
  ...over,
});

export const salesReply = (ordDt: string): TSalesChartReply => ({ list: [{ ordDt, realSaleAmt: 10000, cancelAmt: 1000, returnAmt: 0 }], totalCnt: 1 });
export const leadTimeReply = (counts: number[]): TLeadTimeReply => ({
  list: (['2DAYS', '3DAYS', '4DAYS', '5DAYS', '6DAYS', '7DAYS', 'ETC'] as const).map((deliveryDays, i) => ({ deliveryDays, cnt: counts[i] ?? 0 })),
});
export const noticesReply = (titles: string[]): TNoticeListReply => ({
  list: titles.map((title, i) => ({ bulletinSq: i + 1, title, noticeGb: i === 0 ? 'Y' : 'N', regDt: '2026-11-20T01:00:00.000Z', fileYn: 'N' })),
  totalCnt: titles.length,
});

/** The home's calls answered by path (`/api` left off), each reply a value or a function of the call count. */
export function stubDashboard(routes: Record<string, unknown>) {
  const fetchMock = vi.fn((url: string) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (!(path in routes)) return Promise.resolve(new Response(JSON.stringify({ errorCode: 'NOT_FOUND', displayMessage: 'not found' }), { status: 404 }));
    return Promise.resolve(new Response(JSON.stringify(routes[path]), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (path: string) => fetchMock.mock.calls.map(([u]) => new URL(u, 'http://localhost')).filter((u) => u.pathname === `/api${path}`);
  return { fetchMock, sent };
}
