import type { TProdStsCd, TProductListRow, TProductOptionRow } from '@po/contracts';
import { vi } from 'vitest';

/** A list row of the seller's (only the fields a test cares about differ). */
export const productRow = (prodCd: string, prodStsCd: TProdStsCd, extra: Partial<TProductListRow> = {}): TProductListRow => ({
  prodCd,
  supplyProdCd: `S-${prodCd}`,
  prodNm: `상품 ${prodCd}`,
  prodStsCd,
  prodStsNm: prodStsCd,
  saleYn: prodStsCd === '90' ? 'Y' : 'N',
  brandCd: 'B10001',
  brandNm: '모던패션',
  standardCategoryId: '10010101',
  categoryPath: '여성의류 > 아우터',
  listPrice: 200_000,
  prodPrice: 169_000,
  dcRate: 15,
  sellFeeRate: '18.50',
  optionType: '2',
  optionCnt: 4,
  stockQty: 5,
  mainFileSeq: null,
  imageUrl: null,
  priceChangeType: null,
  rejectReason: null,
  regDt: '2026-11-20 10:00:00',
  upDt: '2026-11-21 10:00:00',
  ...extra,
});

export const optionRow = (prodOptionCd: string, stockQty: number, version: number): TProductOptionRow => ({
  prodCd: 'P000000001',
  supplyProdCd: 'CT-1',
  prodNm: '트렌치코트',
  prodStsCd: '90',
  prodStsNm: '판매 중',
  brandCd: 'B10001',
  brandNm: '모던패션',
  prodOptionCd,
  optionValue1: '블랙',
  optionValue2: prodOptionCd,
  enterpriseOptionCd: '',
  extraCharge: 0,
  stockQty,
  saleAbleYn: 'Y',
  version,
  upDt: '2026-11-20 10:00:00',
});

type Reply = { status?: number; body: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Reply | undefined;

/**
 * A fetch stub: each call goes to `handler` (by method and path), else an empty list. `sent` lists the calls
 * to a path with their query and JSON body.
 */
export function stubProductServer(handler: Handler) {
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const reply = handler(url, init) ?? { body: { list: [], totalCnt: 0 } };
    return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (path: string, method = 'GET') =>
    fetchMock.mock.calls
      .map(([u, init]) => ({
        url: new URL(u, 'http://localhost'),
        method: init?.method ?? 'GET',
        body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
      }))
      .filter((c) => c.url.pathname === `/api${path}` && c.method === method);
  return { fetchMock, sent };
}

/** The OK button of the confirm dialog on screen. */
export const confirmOk = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns .ant-btn-primary')].at(-1);
