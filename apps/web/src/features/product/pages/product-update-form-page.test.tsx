import type { TProductDetailReply } from '@po/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { productDetail } from '../test/product-detail-fixture';
import { ApiError } from '@/shared/http/errors';
import { ProductUpdateScreen, staleConflictMessage } from './product-update-form-page';

const brandRow = {
  brandRgsrRqstSeq: 1,
  brandCd: 'B10001',
  brandNm: '모던패션',
  brandEnm: 'MODERN FASHION',
  tbrandCd: null,
  tbrandNm: null,
  tbrandEnm: null,
  partnerBrandCd: null,
  deliveryLocCd: 'DL0001',
  deliveryLocNm: '성수 물류센터',
  sellFeeRate: '20.00',
  deliveryFee: 3000,
  minOrdAmt: 50000,
  jejuDeliveryFee: 3000,
  islandDeliveryFee: 5000,
  rtrnDlcst: 3000,
  exchDlcst: 6000,
  useYn: 'Y',
  confirmYn: 'Y',
  confirmStatus: 'APPROVED',
  confirmStatusNm: '승인',
  chargeMdCd: 'MD01',
  chargeMdNm: '김지은',
  rqstReason: '입점',
  rejectReason: null,
  confirmDt: '2026-11-01 10:00:00',
  regDt: '2026-11-01 09:00:00',
  regNm: '이서연',
  upDt: '2026-11-01 10:00:00',
  upNm: 'MD',
};
const PATH = '/api/product/products/P000000123';
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

/** The product's reads answer `reads` in turn (the last one again); the save answers `save`. */
function stubServer(reads: (TProductDetailReply | 404)[], save: () => Promise<Response> = () => json({ prodCd: 'P000000123', prodStsCd: '90', version: 8 })) {
  let read = 0;
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    if (path === PATH && method === 'PUT') return save();
    if (path === PATH) {
      const next = reads[Math.min(read++, reads.length - 1)];
      return next === 404 ? json({ errorCode: 'NOT_FOUND', displayMessage: '데이터를 찾을 수 없습니다.', error: 'Not Found' }, 404) : json(next);
    }
    if (path === '/api/brand/brands') return json({ list: [brandRow], totalCnt: 1 });
    if (path === '/api/product/categories' || path === '/api/product/noticeTypes') return json({ version: '1', list: [], totalCnt: 0 });
    if (path.startsWith('/api/customer/supply/code')) return json([{ code: 'KR', codeNm: '대한민국', attrC1: null }]);
    return json({ list: [], totalCnt: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const reads_ = () => fetchMock.mock.calls.filter(([u, i]) => new URL(u, 'http://localhost').pathname === PATH && (i?.method ?? 'GET') === 'GET').length;
  const sent = () => fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT').map(([, i]) => JSON.parse(i?.body as string) as Record<string, unknown>);
  return { reads: reads_, sent };
}

/** The input of a box (antd puts the test id on the input or on its wrapper). */
const inputOf = (testId: string) => {
  const el = screen.getByTestId(testId);
  return (el instanceof HTMLInputElement ? el : el.querySelector('input')) as HTMLInputElement;
};
const open = async (user = sellerUser) => {
  renderWithProviders(<ProductUpdateScreen prodCd="P000000123" />, { user, router: true });
  await screen.findByTestId('product-form', {}, { timeout: 20_000 });
  await screen.findByTestId('product-options', {}, { timeout: 20_000 });
};

describe('ProductUpdateScreen', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('locks what an approved product keeps, says why, and saves the version read without prices', async () => {
    const server = stubServer([productDetail('90'), productDetail('90', { version: 8, prodNm: '울 트렌치코트 2' })]);
    await open();
    expect(screen.getByTestId('product-edit-status').textContent).toBe('판매 중');
    expect(inputOf('product-listPrice').disabled).toBe(true);
    expect(inputOf('product-prodPrice').disabled).toBe(true);
    expect(screen.getByText(/가격 변경 요청으로만 바꿀 수 있습니다/)).toBeTruthy();
    expect(screen.getByTestId('product-price-change-link').getAttribute('href')).toBe('/product/productPriceChangeList');
    expect(screen.getByTestId('product-sellFeeRate').textContent).toBe('18.50%');
    expect(screen.getByText('승인된 상품의 브랜드는 바꿀 수 없습니다.')).toBeTruthy();
    expect(screen.getByTestId('product-brandCd').closest('.ant-select-disabled')).not.toBeNull();
    for (const radio of within(screen.getByTestId('product-optionType')).getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    // Stored combinations: the charge is locked, the stock and the flag are not; their values cannot be removed.
    expect(inputOf('product-option-extraCharge-0').disabled).toBe(true);
    expect(inputOf('product-option-stockQty-0').disabled).toBe(false);
    expect(screen.queryByLabelText('블랙 삭제')).toBeNull();
    expect(screen.getByTestId('product-status-suspend')).toBeTruthy();

    // A new value adds combinations whose charge is the seller's.
    fireEvent.change(screen.getByTestId('product-optionValues1-input'), { target: { value: '네이비' } });
    fireEvent.click(screen.getByTestId('product-optionValues1-add'));
    await waitFor(() => expect(screen.getByTestId('product-options-count').textContent).toBe('조합 6개'));
    expect(inputOf('product-option-extraCharge-4').disabled).toBe(false);
    expect(screen.getByLabelText('네이비 삭제')).toBeTruthy();
    fireEvent.change(inputOf('product-option-stockQty-4'), { target: { value: '4' } });
    fireEvent.change(inputOf('product-option-stockQty-5'), { target: { value: '4' } });
    fireEvent.change(screen.getByTestId('product-prodNm'), { target: { value: '울 트렌치코트 2' } });

    expect(screen.getByTestId('product-save').textContent).toBe('저장');
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(server.sent()).toHaveLength(1));
    const body = server.sent()[0] ?? {};
    expect(body).toMatchObject({ version: 7, prodNm: '울 트렌치코트 2', images: [{ fileSeq: 901 }, { fileSeq: 902 }] });
    expect(body).not.toHaveProperty('listPrice');
    expect(body).not.toHaveProperty('prodPrice');
    expect((body.options as { prodOptionCd: string | null }[]).map((o) => o.prodOptionCd)).toEqual([
      'P000000123001',
      'P000000123002',
      'P000000123003',
      'P000000123004',
      null,
      null,
    ]);
    expect(await screen.findByText('상품을 저장했습니다.')).toBeTruthy();
    await waitFor(() => expect(server.reads()).toBe(2));
    await waitFor(() => expect(screen.getByTestId('product-options-count').textContent).toBe('조합 4개'));
  });

  it('lets a product awaiting approval change prices and brand, and sends its prices', async () => {
    const server = stubServer([productDetail('40')]);
    await open();
    expect(inputOf('product-listPrice').disabled).toBe(false);
    expect(screen.getByTestId('product-brandCd').closest('.ant-select-disabled')).toBeNull();
    expect(inputOf('product-option-extraCharge-0').disabled).toBe(false);
    expect(screen.getByLabelText('블랙 삭제')).toBeTruthy();
    expect(screen.queryByTestId('product-status-actions')).toBeNull();
    fireEvent.click(screen.getByTestId('product-save'));
    await waitFor(() => expect(server.sent()).toHaveLength(1));
    expect(server.sent()[0]).toMatchObject({ version: 7, listPrice: 200_000, prodPrice: 169_000 });
  });

  it("shows a rejected product's reason and saves it as its resubmission", async () => {
    stubServer([productDetail('20')]);
    await open();
    expect(screen.getByTestId('product-reject-reason').textContent).toBe('반려 사유: 상품 이미지가 흐립니다.');
    expect(screen.getByTestId('product-save').textContent).toBe('수정 후 재승인 요청');
    fireEvent.click(screen.getByTestId('product-save'));
    expect(await screen.findByText('상품을 저장하고 재승인을 요청했습니다.')).toBeTruthy();
  });

  it('says that someone else saved first, keeps what was typed until the seller reloads, then shows the newer product', async () => {
    const stale = () =>
      json({ errorCode: 'CONFLICT', displayMessage: '다른 사용자가 먼저 상품을 수정했습니다. 다시 불러온 뒤 저장해 주세요.', error: 'Conflict' }, 409);
    stubServer([productDetail('90'), productDetail('90', { version: 9, prodNm: '다른 사람이 바꾼 이름' })], stale);
    await open();
    fireEvent.change(screen.getByTestId('product-prodNm'), { target: { value: '내가 바꾼 이름' } });
    fireEvent.click(screen.getByTestId('product-save'));
    const alert = await screen.findByTestId('product-stale');
    expect(alert.textContent).toContain('이 화면을 연 뒤 다른 사용자가 상품을 먼저 수정했습니다.');
    expect(alert.textContent).toContain('고친 내용은 저장되지 않은 채 사라집니다');
    expect(inputOf('product-prodNm').value).toBe('내가 바꾼 이름');
    fireEvent.click(screen.getByTestId('product-stale-reload'));
    await waitFor(() => expect(inputOf('product-prodNm').value).toBe('다른 사람이 바꾼 이름'));
    expect(screen.queryByTestId('product-stale')).toBeNull();
  });

  it('shows a master session everything read-only: no save, no status moves', async () => {
    const server = stubServer([productDetail('90')]);
    await open({ ...sellerUser, isMasterLogin: 'Y' });
    expect(screen.getByTestId('product-readonly')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('product-save').disabled).toBe(true);
    expect(inputOf('product-prodNm').disabled).toBe(true);
    expect(inputOf('product-option-stockQty-0').disabled).toBe(true);
    expect(screen.queryByTestId('product-status-actions')).toBeNull();
    fireEvent.click(screen.getByTestId('product-save'));
    expect(server.sent()).toHaveLength(0);
  });

  it('takes a stale product or stale option stock for a stale read, and a refused price change for a refusal', () => {
    const conflict = (displayMessage: string, fields?: { field: string; messageKey: string }[]) =>
      new ApiError(409, { errorCode: 'CONFLICT', displayMessage, error: 'Conflict', ...(fields ? { fields } : {}) });
    expect(staleConflictMessage(conflict('먼저 수정'))).toBe('먼저 수정');
    expect(staleConflictMessage(conflict('옵션', [{ field: 'options.1.stockQty', messageKey: 'product.msg.staleOption' }]))).toBe('옵션');
    expect(staleConflictMessage(conflict('가격', [{ field: 'listPrice', messageKey: 'product.msg.priceChangeRequired' }]))).toBeNull();
    expect(staleConflictMessage(new ApiError(404, { errorCode: 'NOT_FOUND', displayMessage: '', error: '' }))).toBeNull();
  });

  it("answers another seller's product (404) as not found", async () => {
    stubServer([404]);
    renderWithProviders(<ProductUpdateScreen prodCd="P000000123" />, { user: sellerUser, router: true });
    expect(await screen.findByTestId('product-not-found')).toBeTruthy();
    expect(screen.getByText('상품을 찾을 수 없습니다. 다른 업체의 상품이거나 없는 상품코드입니다.')).toBeTruthy();
    expect(screen.queryByTestId('product-form')).toBeNull();
  });
});
