import type { TProductReviewRow } from '@po/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { reviewedProduct } from '../components/review-fixture';
import { ProductReviewListPage } from './product-review-list-page';

const row: TProductReviewRow = {
  prodCd: 'P100000001',
  supplyProdCd: 'CT-001',
  prodNm: '울 블렌드 트렌치 코트',
  prodStsCd: '40',
  prodStsNm: '승인 대기',
  supplyEntrCd: 'S000001',
  supplyEntrNm: '(주)모던패션',
  brandCd: 'B10001',
  brandNm: '모노하우스',
  categoryPath: '여성 > 아우터 > 코트',
  listPrice: 389_000,
  prodPrice: 329_000,
  dcRate: 15,
  optionType: '2',
  optionCnt: 4,
  stockQty: 5,
  rejectReason: null,
  regDt: '2026-11-19T01:00:00.000Z',
};

/** A server holding one product awaiting approval; a decision moves it on, as the real one does. */
function stubServer() {
  let status: '40' | '90' | '20' = '40';
  const json = (body: unknown, code = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status: code, headers: { 'Content-Type': 'application/json' } }));
  const names = { '40': '승인 대기', '90': '판매 중', '20': '승인 반려' };
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (init?.method === 'POST' && path.endsWith('/approve')) status = '90';
    if (init?.method === 'POST' && path.endsWith('/reject')) status = '20';
    if (init?.method === 'POST') return json({ prodCd: row.prodCd, prodStsCd: status, prodStsNm: names[status] });
    if (path === '/api/admin/product/products/P100000001') return json({ ...reviewedProduct(), prodStsCd: status, prodStsNm: names[status] });
    const list = status === '40' ? [row] : [];
    return json({ list, totalCnt: list.length });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (path: string) =>
    fetchMock.mock.calls.map(([u, init]) => ({ url: new URL(u, 'http://localhost'), init })).filter((c) => c.url.pathname === `/api${path}`);
  return { sent };
}

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  await i18n.loadNamespaces(['product', 'productReview']);
});
afterEach(() => vi.unstubAllGlobals());

describe('the MD’s product review queue', () => {
  it('opens on the queue, previews a product and approves it after a confirm; the queue empties', async () => {
    const server = stubServer();
    renderWithProviders(<ProductReviewListPage />, { router: true });
    await waitFor(() => expect(server.sent('/admin/product/products')).not.toHaveLength(0));
    expect(server.sent('/admin/product/products')[0]?.url.searchParams.get('prodStsCd')).toBeNull();
    fireEvent.click(await screen.findByTestId('review-row-P100000001'));
    expect(await screen.findByTestId('product-preview', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('review-approve'));
    expect(await screen.findByText("'울 블렌드 트렌치 코트' 상품을 승인하시겠습니까? 승인하면 바로 판매가 시작됩니다.")).toBeTruthy();
    const ok = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns .ant-btn-primary')].at(-1);
    await waitFor(() => expect(ok()).toBeTruthy());
    fireEvent.click(ok()!);
    await waitFor(() => expect(server.sent('/admin/product/products/P100000001/approve')).toHaveLength(1));
    expect((await screen.findByTestId('review-decided')).textContent).toContain('판매 중');
    await waitFor(() => expect(screen.queryByTestId('review-row-P100000001')).toBeNull());
  });

  it('rejects with a reason, refusing an empty one', async () => {
    const server = stubServer();
    renderWithProviders(<ProductReviewListPage />, { router: true });
    fireEvent.click(await screen.findByTestId('review-row-P100000001'));
    fireEvent.click(await screen.findByTestId('review-reject', {}, { timeout: 5000 }));
    const confirm = await screen.findByTestId('review-reject-confirm', {}, { timeout: 5000 });
    fireEvent.click(confirm);
    expect(await screen.findByText('반려 사유를 500자 이내로 입력해 주세요.')).toBeTruthy();
    expect(server.sent('/admin/product/products/P100000001/reject')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('review-reject-reason'), { target: { value: '대표 이미지가 흐립니다.' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(server.sent('/admin/product/products/P100000001/reject')).toHaveLength(1));
    const sent = server.sent('/admin/product/products/P100000001/reject')[0]?.init?.body;
    expect(JSON.parse(sent as string)).toEqual({ reason: '대표 이미지가 흐립니다.' });
    await waitFor(() => expect(screen.queryByTestId('review-row-P100000001')).toBeNull());
  });
});
