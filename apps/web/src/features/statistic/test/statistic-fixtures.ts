import type { TStatAgeReply, TStatLeadTimeReply, TStatPeriodReply, TStatProductRow, TStatRatingDayReply, TStatSalesFigures } from '@po/contracts';
import { STAT_AGE_CODES, STAT_SEX_CODES } from '@po/contracts';
import { vi } from 'vitest';

export const figures = (realSaleAmt: number, over: Partial<TStatSalesFigures> = {}): TStatSalesFigures => ({
  ordCnt: 2,
  ordQty: 3,
  realOrdAmt: realSaleAmt + 1000,
  cancelQty: 1,
  cancelAmt: 1000,
  returnQty: 0,
  returnAmt: 0,
  realSaleQty: 2,
  realSaleAmt,
  ...over,
});

export const periodReply = (days: string[]): TStatPeriodReply => ({
  list: days.map((ordDt, i) => ({ ordDt, ...figures(10000 * (i + 1)) })),
  totalCnt: days.length,
  total: figures(days.reduce((sum, _, i) => sum + 10000 * (i + 1), 0)),
});

export const productRow = (prodCd: string, realSaleAmt: number): TStatProductRow => ({
  prodCd,
  supplyProdCd: `S-${prodCd}`,
  prodNm: `Product ${prodCd}`,
  brandCd: 'B1',
  brandNm: 'Brand one',
  pvCnt: 40,
  ordRate: 5,
  ...figures(realSaleAmt),
});

/** Every band × sex, with sales only for 20s and 30s women and 40s men. */
export const ageReply = (): TStatAgeReply => {
  const sold: Record<string, number> = { '20-F': 30000, '30-F': 50000, '40-M': 20000 };
  const list = STAT_AGE_CODES.flatMap((ageCd) =>
    STAT_SEX_CODES.map((sexCd) => {
      const amount = sold[`${ageCd}-${sexCd}`] ?? 0;
      return {
        ageCd,
        sexCd,
        saleRate: amount / 1000,
        ...(amount ? figures(amount) : figures(0, { ordCnt: 0, ordQty: 0, realOrdAmt: 0, cancelQty: 0, cancelAmt: 0, realSaleQty: 0 })),
      };
    }),
  );
  return { list, total: figures(100000, { ordCnt: 6 }) };
};

export const leadTimeReply = (counts: number[]): TStatLeadTimeReply => {
  const buckets = ['2DAYS', '3DAYS', '4DAYS', '5DAYS', '6DAYS', '7DAYS', 'ETC'] as const;
  const totalCnt = counts.reduce((a, b) => a + b, 0);
  return {
    list: buckets.map((deliveryDays, i) => ({ deliveryDays, cnt: counts[i] ?? 0, rate: totalCnt ? Math.round(((counts[i] ?? 0) * 1000) / totalCnt) / 10 : 0 })),
    totalCnt,
    avgDays: totalCnt ? 2.4 : null,
  };
};

export const ratingDayReply = (days: string[]): TStatRatingDayReply => ({
  list: days.map((reviewDt, i) => ({ reviewDt, reviewCnt: i + 1, avgRating: 4.5, score1Cnt: 0, score2Cnt: 0, score3Cnt: 0, score4Cnt: i, score5Cnt: 1 })),
  totalCnt: days.length,
  total: { reviewCnt: 3, avgRating: 4.3, score1Cnt: 0, score2Cnt: 0, score3Cnt: 0, score4Cnt: 2, score5Cnt: 1 },
});

export interface SentCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

/**
 * fetch answering by path (without /api): JSON replies, and `.../excel` paths with a small file. Every call is kept
 * with its method, query and JSON body.
 */
export function stubStatistic(routes: Record<string, unknown>) {
  const calls: SentCall[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://localhost');
    const path = u.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method: init?.method ?? 'GET', path, params: u.searchParams, body });
    if (path.endsWith('/excel') && !(path in routes))
      return Promise.resolve(
        new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'Content-Disposition': 'attachment; filename="stat.xlsx"' } }),
      );
    if (!(path in routes)) return Promise.resolve(new Response(JSON.stringify({ errorCode: 'NOT_FOUND', displayMessage: 'not found' }), { status: 404 }));
    return Promise.resolve(new Response(JSON.stringify(routes[path]), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no object URLs and does not navigate: the download's save needs one and clicks a link.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:stat'), revokeObjectURL: vi.fn() }));
  const sent = (path: string) => calls.filter((c) => c.path === path);
  return { calls, sent };
}

export const brandsReply = { list: [{ brandCd: 'B1', brandNm: 'Brand one', useYn: 'Y' as const }] };
