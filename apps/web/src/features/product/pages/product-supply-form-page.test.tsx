import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProductSupplyFormPage } from './product-supply-form-page';

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
  sellFeeRate: '18.50',
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

/** The seller's approved brands (none or one); every other call answers an empty list. */
function stubServer(brands: unknown[]) {
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const fetchMock = vi.fn((url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/brand/brands') return json({ list: brands, totalCnt: brands.length });
    if (path === '/api/product/categories' || path === '/api/product/noticeTypes') return json({ version: '1', list: [], totalCnt: 0 });
    if (path.startsWith('/api/customer/supply/code')) return json([]);
    return json({ list: [], totalCnt: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ProductSupplyFormPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the approved brands only, and without one points to the brand request form', async () => {
    const fetchMock = stubServer([]);
    renderWithProviders(<ProductSupplyFormPage />, { user: sellerUser, router: true });
    expect(await screen.findByText('상품을 등록할 수 있는 승인 브랜드가 없습니다. 먼저 브랜드 등록을 요청해 주세요.')).toBeTruthy();
    expect(screen.getByTestId('product-request-brand')).toBeTruthy();
    const query = new URL(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/api/brand/brands'))?.[0]), 'http://localhost').searchParams;
    expect([query.get('gubun'), query.get('confirmStatus'), query.get('useYn')]).toEqual(['BRAND', 'APPROVED', 'Y']);
    expect(screen.queryByTestId('product-form')).toBeNull();
  });

  it('shows a master session the form read only', async () => {
    stubServer([brandRow]);
    renderWithProviders(<ProductSupplyFormPage />, { user: { ...sellerUser, isMasterLogin: 'Y' }, router: true });
    expect(await screen.findByTestId('product-readonly', {}, { timeout: 10_000 })).toBeTruthy();
    const register = screen.getByTestId<HTMLButtonElement>('product-register');
    expect(register.disabled).toBe(true);
    fireEvent.click(register);
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('product-prodNm').disabled).toBe(true));
  });
});
