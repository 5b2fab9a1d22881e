import {
  NOTICE_ITEM_FIELDS,
  type TNoticeItemField,
  type TPriceChangeAdminRow,
  type TPriceChangeRow,
  type TProductDetailReply,
  type TProductListRow,
} from '@po/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { PriceChangeListPage } from './price-change-list-page';
import { PriceChangeReviewPage } from './price-change-review-page';

const row: TPriceChangeRow = {
  prodCd: 'P100000007',
  prodPriceSeq: 2,
  supplyProdCd: 'CT-01',
  prodNm: '울 트렌치 코트',
  changeType: 'A',
  changeTypeNm: '상품+옵션 가격',
  oldListPrice: 389_000,
  newListPrice: 400_000,
  oldProdPrice: 329_000,
  newProdPrice: 300_000,
  oldDcRate: 15,
  newDcRate: 25,
  oldSellFeeRate: '18.50',
  newSellFeeRate: '18.50',
  options: [{ prodOptionCd: 'P100000007002', optionValue1: '베이지', optionValue2: 'M', oldExtraCharge: 10_000, newExtraCharge: 20_000 }],
  confirmStsCd: '10',
  confirmStsNm: '승인 요청',
  rejectReason: null,
  regDt: '2026-11-20T01:00:00.000Z',
  regNm: '이서연',
  confirmDt: null,
  confirmNm: null,
};
const queued: TPriceChangeAdminRow = { ...row, supplyEntrCd: 'S000001', supplyEntrNm: '(주)모던패션' };

const listRow: TProductListRow = {
  prodCd: 'P100000007',
  supplyProdCd: 'CT-01',
  prodNm: '울 트렌치 코트',
  prodStsCd: '90',
  imageUrl: null,
  priceChangeType: null,
  prodStsNm: '판매 중',
  saleYn: 'Y',
  brandCd: 'B10001',
  brandNm: '모던패션',
  standardCategoryId: '10010101',
  categoryPath: '여성 > 아우터',
  listPrice: 389_000,
  prodPrice: 329_000,
  dcRate: 15,
  sellFeeRate: '18.50',
  optionType: '1',
  optionCnt: 2,
  stockQty: 5,
  mainFileSeq: null,
  rejectReason: null,
  regDt: '2026-11-01T00:00:00.000Z',
  upDt: '2026-11-01T00:00:00.000Z',
};
const detail = {
  ...(Object.fromEntries(NOTICE_ITEM_FIELDS.map((f) => [f, ''])) as Record<TNoticeItemField, string>),
  prodCd: 'P100000007',
  prodStsCd: '90',
  prodStsNm: '판매 중',
  rejectReason: null,
  version: 2,
  priceEditableYn: 'N',
  brandEditableYn: 'N',
  supplyProdCd: 'CT-01',
  prodNm: '울 트렌치 코트',
  brandCd: 'B10001',
  brandNm: '모던패션',
  standardCategoryId: '10010101',
  categoryPath: '여성 > 아우터',
  seasonCd: 'FW',
  itemkindCd: '01',
  prodSexGb: 'F',
  modelCd: '',
  modelNm: '',
  makeNm: '모노하우스',
  nativeCd: 'KR',
  importationGb: '01',
  luxuryYn: 'N',
  vatCd: '01',
  listPrice: 389_000,
  prodPrice: 329_000,
  dcRate: 15,
  sellFeeRate: '18.50',
  pointRate: '0.00',
  optionType: '1',
  optnStpMthdCd: '01',
  optionNm1: '색상',
  optionNm2: '',
  options: [
    {
      prodOptionCd: 'P100000007001',
      sortOrder: 1,
      optionValue1: '베이지',
      optionValue2: '',
      stockQty: 3,
      extraCharge: 0,
      saleAbleYn: 'Y',
      enterpriseOptionCd: '',
      version: 1,
    },
    {
      prodOptionCd: 'P100000007002',
      sortOrder: 2,
      optionValue1: '네이비',
      optionValue2: '',
      stockQty: 2,
      extraCharge: 10_000,
      saleAbleYn: 'Y',
      enterpriseOptionCd: '',
      version: 1,
    },
  ],
  deliveryLocCd: 'DL0001',
  dlcstPlcyCd: null,
  deliveryMethod: '01',
  codYn: 'N',
  giDd: 1,
  giHr: null,
  giOptnCd: '00',
  ltDcnt: 3,
  images: [],
  prodDesc: '<p>코트</p>',
  niTypeCd: '01',
  noticeItems: [],
  kcGb: '00',
  confirmNo1: '',
  confirmNo2: '',
  confirmNo3: '',
  confirmNo4: '',
  confirmNo5: '',
  giftWrapYn: 'N',
  minorBuyYn: 'Y',
  minOrdQty: 1,
  maxOrdQty: null,
  grntSrvcGoodsYn: 'N',
  reserveYn: 'N',
  regDt: '2026-11-01T00:00:00.000Z',
  regNm: '이서연',
  upDt: '2026-11-01T00:00:00.000Z',
  upNm: '이서연',
} as TProductDetailReply;

function stubServer(list: unknown[]) {
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (init?.method === 'PUT' || init?.method === 'POST') return json({ prodCd: 'P100000007', prodPriceSeq: 3, confirmStsCd: '10' });
    if (path === '/api/product/products')
      return json({ list: [listRow, { ...listRow, prodCd: 'P100000008', prodStsCd: '40' }], totalCnt: 2, statusCountList: [] });
    if (path === '/api/product/products/P100000007') return json(detail);
    return json({ list, totalCnt: list.length });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (path: string, method = 'GET') =>
    fetchMock.mock.calls
      .map(([u, init]) => ({ url: new URL(u, 'http://localhost'), init }))
      .filter((c) => c.url.pathname === `/api${path}` && (c.init?.method ?? 'GET') === method);
  return { sent };
}

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('price-change screens', () => {
  it('productPriceChangeList: old → new values, the type label and status; a requested row is withdrawn after a confirm', async () => {
    const server = stubServer([row]);
    renderWithProviders(<PriceChangeListPage />, { user: sellerUser, router: true });
    const line = await screen.findByTestId('price-change-row-P100000007-2');
    expect(within(line).getByText('상품+옵션 가격')).toBeTruthy();
    expect(screen.getByTestId('price-change-status-P100000007-2').textContent).toBe('승인 요청');
    expect(screen.getByTestId('price-change-prices-P100000007-2-prod').textContent).toBe('329,000원 → 300,000원');
    expect(within(line).getByText('15% → 25%', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByTestId('price-change-withdraw-P100000007-2'));
    fireEvent.click(await screen.findByRole('button', { name: /확\s*인|OK/ }));
    await waitFor(() => expect(server.sent('/product/priceChanges/P100000007/2/withdraw', 'PUT')).toHaveLength(1));
  });

  it('requests a price change: finds an approved product, shows the discount, sends once with an Idempotency-Key', async () => {
    const server = stubServer([]);
    renderWithProviders(<PriceChangeListPage />, { user: sellerUser, router: true });
    fireEvent.click(await screen.findByTestId('price-change-request'));
    const search = (await screen.findByTestId('price-change-search')).querySelector('input')!;
    fireEvent.change(search, { target: { value: '코트' } });
    fireEvent.click(screen.getByRole('button', { name: /찾\s*기/ }));
    fireEvent.click(await screen.findByTestId('price-change-pick-P100000007'));
    // Only approved products are offered.
    expect(screen.queryByTestId('price-change-pick-P100000008')).toBeNull();
    expect((await screen.findByTestId('price-change-current-prod')).textContent).toBe('329,000원');
    // The price inputs may come a render after the current price on a busy machine: wait for them too.
    fireEvent.change(await screen.findByTestId('price-change-newProdPrice'), { target: { value: '300000' } });
    await waitFor(() => expect(screen.getByTestId('price-change-newDcRate').textContent).toBe('22%'));
    fireEvent.click(screen.getByTestId('price-change-submit'));
    await waitFor(() => expect(server.sent('/product/priceChanges', 'POST')).toHaveLength(1));
    const [call] = server.sent('/product/priceChanges', 'POST');
    expect(JSON.parse(call?.init?.body as string)).toEqual({
      prodCd: 'P100000007',
      changeType: 'P',
      newListPrice: 389_000,
      newProdPrice: 300_000,
      options: [],
    });
    expect(new Headers(call?.init?.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it('shows a master session the list without request or withdraw', async () => {
    stubServer([row]);
    renderWithProviders(<PriceChangeListPage />, { user: { ...sellerUser, isMasterLogin: 'Y' }, router: true });
    await screen.findByTestId('price-change-row-P100000007-2');
    expect(screen.getByTestId('price-change-request').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('price-change-withdraw-P100000007-2')).toBeNull();
  });

  it('admin priceChangeList: opens on requested ones, confirms, and rejects with a reason', async () => {
    const server = stubServer([queued]);
    renderWithProviders(<PriceChangeReviewPage />, { user: { ...sellerUser, roleCd: 'admin' } as typeof sellerUser, router: true });
    await waitFor(() => expect(server.sent('/admin/priceChange/list').at(-1)?.url.searchParams.get('confirmStsCd')).toBe('10'));
    expect((await screen.findByTestId('price-review-row-S000001-P100000007-2')).textContent).toContain('(주)모던패션');
    fireEvent.click(screen.getByTestId('price-review-confirm-S000001-P100000007-2'));
    fireEvent.click(await screen.findByRole('button', { name: /확\s*인|OK/ }));
    await waitFor(() => expect(server.sent('/admin/priceChange/S000001/P100000007/2/confirm', 'PUT')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('price-review-reject-S000001-P100000007-2'));
    fireEvent.click(await screen.findByTestId('price-change-reject-confirm'));
    expect(await screen.findByText('반려 사유를 입력해 주세요.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('price-change-reject-reason'), { target: { value: '과도한 인상입니다.' } });
    fireEvent.click(screen.getByTestId('price-change-reject-confirm'));
    await waitFor(() => expect(server.sent('/admin/priceChange/S000001/P100000007/2/reject', 'PUT')).toHaveLength(1));
    const [call] = server.sent('/admin/priceChange/S000001/P100000007/2/reject', 'PUT');
    expect(JSON.parse(call?.init?.body as string)).toEqual({ rejectReason: '과도한 인상입니다.' });
  });
});
