import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPromotionDetailReply, TPromotionRow } from '@po/contracts';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { PromotionDetailPage } from './promotion-detail-page';
import { PromotionListPage } from './promotion-list-page';

const head = {
  promCd: 'PM00000001',
  promNm: '겨울 타임세일',
  promDivision: 'TIME_SALE' as const,
  promState: 'REQUEST' as const,
  reqStartDt: '2026-11-20',
  reqEndDt: '2026-11-27',
  progStartDt: '2026-11-28',
  progEndDt: '2026-12-04',
  dcTypeCd: 'RATE' as const,
  dcValue: 10,
  bearer: 'SELLER' as const,
};
const row: TPromotionRow = { ...head, reqState: 'PREPARE', pprodCnt: 3, counts: { total: 3, prepare: 3, agree: 0, reject: 0 } };
const product = (prodCd: string) => ({
  prodCd,
  supplyProdCd: `S-${prodCd}`,
  prodNm: `상품 ${prodCd}`,
  brandNm: '브랜드',
  prodPrice: 30000,
  promPrice: 27000,
  reqState: 'PREPARE' as const,
  rejectReason: null,
  decidedDt: null,
});
const detail = (over: Partial<TPromotionDetailReply> = {}): TPromotionDetailReply => ({
  head,
  counts: { total: 3, prepare: 3, agree: 0, reject: 0 },
  products: [product('P0000001'), product('P0000002'), product('P0000003')],
  editableYn: 'Y',
  ...over,
});

/** A server answering by method and path; each answer is a body or [body, status]. */
function stubServer(answers: Record<string, unknown>) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const a = key in answers ? answers[key] : { list: [], totalCnt: 0 };
    const [body, status] = Array.isArray(a) ? a : [a, 200];
    return Promise.resolve(new Response(JSON.stringify(body), { status: status as number, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const calls = (fetchMock: ReturnType<typeof stubServer>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method).map(([url, init]) => ({ url: String(url), body: init?.body }));

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string, user = sellerUser) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/promotion/promotionSearchList" element={<PromotionListPage />} />
        <Route path="/promotion/promotionDetailForm/:promCd" element={<PromotionDetailPage />} />
      </Routes>
    </MemoryRouter>,
    { user },
  );

describe('PromotionListPage', () => {
  const listReply = { list: [row], totalCnt: 1, counts: { total: 7, prepare: 3, agree: 2, reject: 2 } };

  it('opens on the home card’s statusCd, shows the counts and the row, and a count narrows by its answer', async () => {
    const fetchMock = stubServer({ 'GET /promotion/list': listReply });
    renderAt('/promotion/promotionSearchList?statusCd=AGREE');
    const first = await screen.findByTestId('promotion-row-PM00000001');
    expect(first.textContent).toContain('겨울 타임세일');
    expect(first.textContent).toContain('10% 할인');
    expect(first.textContent).toContain('2026-11-28 ~ 2026-12-04');
    expect(screen.getByTestId('promotion-count-agree').textContent).toBe('동의 2');
    expect(screen.getByTestId('promotion-count-total').textContent).toBe('대상 7');
    expect(calls(fetchMock, 'GET')[0]!.url).toContain('statusCd=AGREE');

    fireEvent.click(screen.getByTestId('promotion-count-reject'));
    await waitFor(() => expect(calls(fetchMock, 'GET').some((c) => c.url.includes('statusCd=REJECT'))).toBe(true));
    fireEvent.click(screen.getByTestId('promotion-count-total'));
    await waitFor(() => expect(calls(fetchMock, 'GET').at(-1)!.url).not.toContain('statusCd'));
  });

  it('a row opens the promotion’s detail', async () => {
    stubServer({ 'GET /promotion/list': listReply, 'GET /promotion/detail/PM00000001': detail() });
    renderAt('/promotion/promotionSearchList');
    fireEvent.click(await screen.findByTestId('promotion-row-PM00000001'));
    expect(await screen.findByTestId('promotion-detail')).toBeTruthy();
  });
});

describe('PromotionDetailPage', () => {
  it('shows the deadline, then agrees to the checked products in one call after a confirmation', async () => {
    const fetchMock = stubServer({
      'GET /promotion/detail/PM00000001': detail(),
      'PUT /promotion/detail/PM00000001/agreement': { updatedCnt: 2, counts: { total: 3, prepare: 1, agree: 2, reject: 0 } },
    });
    renderAt('/promotion/promotionDetailForm/PM00000001');
    expect((await screen.findByTestId('promotion-deadline')).textContent).toContain('2026-11-27');
    expect(screen.getByTestId('promotion-detail-counts-prepare').textContent).toBe('대기 3');
    expect(screen.getByTestId<HTMLButtonElement>('promotion-agree-checked').disabled).toBe(true);
    fireEvent.click(within(screen.getByTestId('promotion-product-P0000001')).getByRole('checkbox'));
    fireEvent.click(within(screen.getByTestId('promotion-product-P0000002')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('promotion-agree-checked'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '동의' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT')).toHaveLength(1));
    expect(JSON.parse(calls(fetchMock, 'PUT')[0]!.body as string)).toEqual({
      list: [
        { prodCd: 'P0000001', reqState: 'AGREE' },
        { prodCd: 'P0000002', reqState: 'AGREE' },
      ],
    });
    expect(await screen.findByText('상품 2개에 동의했습니다.')).toBeTruthy();
    // The counts are read again after the answer.
    await waitFor(() => expect(calls(fetchMock, 'GET').length).toBeGreaterThan(1));
  });

  it('a reject needs a reason, then sends it with the product', async () => {
    const fetchMock = stubServer({
      'GET /promotion/detail/PM00000001': detail(),
      'PUT /promotion/detail/PM00000001/agreement': { updatedCnt: 1, counts: { total: 3, prepare: 2, agree: 0, reject: 1 } },
    });
    renderAt('/promotion/promotionDetailForm/PM00000001');
    fireEvent.click(await screen.findByTestId('promotion-reject-P0000003'));
    const confirm = await screen.findByTestId('promotion-reject-confirm');
    fireEvent.click(confirm);
    expect(await screen.findByText('거부 사유를 입력해 주세요.')).toBeTruthy();
    expect(calls(fetchMock, 'PUT')).toEqual([]);
    fireEvent.change(screen.getByTestId('promotion-reject-reason'), { target: { value: '  재고 부족  ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls(fetchMock, 'PUT')).toHaveLength(1));
    expect(JSON.parse(calls(fetchMock, 'PUT')[0]!.body as string)).toEqual({ list: [{ prodCd: 'P0000003', reqState: 'REJECT', rejectReason: '재고 부족' }] });
    expect(await screen.findByText('상품 1개를 거부했습니다.')).toBeTruthy();
  });

  it('is read-only with the reason when the request period is over', async () => {
    stubServer({ 'GET /promotion/detail/PM00000001': detail({ head: { ...head, promState: 'RUNNING' }, editableYn: 'N' }) });
    renderAt('/promotion/promotionDetailForm/PM00000001');
    expect((await screen.findByTestId('promotion-readonly')).textContent).toBe('요청 기간이 끝나 동의 여부를 바꿀 수 없습니다.');
    expect(screen.queryByTestId('promotion-bulk')).toBeNull();
    expect(screen.queryByTestId('promotion-agree-P0000001')).toBeNull();
    expect(within(screen.getByTestId('promotion-product-P0000001')).queryByRole('checkbox')).toBeNull();
  });

  it('is view-only for a master account while the period lasts', async () => {
    stubServer({ 'GET /promotion/detail/PM00000001': detail() });
    renderAt('/promotion/promotionDetailForm/PM00000001', { ...sellerUser, isMasterLogin: 'Y' });
    expect(await screen.findByTestId('promotion-master-readonly')).toBeTruthy();
    expect(screen.queryByTestId('promotion-bulk')).toBeNull();
    expect(screen.queryByTestId('promotion-reject-P0000001')).toBeNull();
  });
});
