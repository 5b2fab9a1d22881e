import type { TBrandAdminRow, TBrandRow } from '@po/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { BrandListPage } from './brand-list-page';
import { BrandRequestListPage } from './brand-request-list-page';

const row: TBrandRow = {
  brandRgsrRqstSeq: 3,
  brandCd: null,
  brandNm: '엠에프 스튜디오',
  brandEnm: 'MF Studio',
  tbrandCd: null,
  tbrandNm: null,
  tbrandEnm: null,
  partnerBrandCd: null,
  deliveryLocCd: 'DL0001',
  deliveryLocNm: '성수 물류센터',
  sellFeeRate: '12.50',
  deliveryFee: 3000,
  minOrdAmt: 50000,
  jejuDeliveryFee: 3000,
  islandDeliveryFee: 5000,
  rtrnDlcst: 3000,
  exchDlcst: 6000,
  useYn: 'Y',
  confirmYn: 'N',
  confirmStatus: 'REJECTED',
  confirmStatusNm: '반려',
  chargeMdCd: 'MD03',
  chargeMdNm: '이수민 (잡화·슈즈)',
  rqstReason: '잡화 라인',
  rejectReason: '상표권 등록증을 확인할 수 없습니다.',
  confirmDt: '2026-11-20T01:00:00.000Z',
  regDt: '2026-11-19T01:00:00.000Z',
  regNm: '이서연',
  upDt: '2026-11-20T01:00:00.000Z',
  upNm: '운영자',
};
const pending: TBrandAdminRow = {
  ...row,
  confirmStatus: 'PENDING',
  confirmStatusNm: '승인 대기',
  rejectReason: null,
  confirmDt: null,
  supplyEntrCd: 'S000001',
  supplyEntrNm: '(주)모던패션',
};

function stubServer(list: unknown[], detail?: unknown) {
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (init?.method === 'PUT' && path.endsWith('/approve')) return json({ brandCd: 'B10007' });
    if (detail && /^\/api\/admin\/brand\/S\d+\/\d+$/.test(path)) return json(detail);
    return json({ list, totalCnt: list.length });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (path: string) =>
    fetchMock.mock.calls.map(([u, init]) => ({ url: new URL(u, 'http://localhost'), init })).filter((c) => c.url.pathname === `/api${path}`);
  return { fetchMock, sent };
}

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

describe('brand screens on the list kit', () => {
  it('productBrandList: approved brands by default; gubun REQUEST shows the outcome and the MD’s reason', async () => {
    const server = stubServer([row]);
    renderWithProviders(<BrandListPage />, { router: true });
    await waitFor(() => expect(server.sent('/brand/brands').at(-1)?.url.searchParams.get('gubun')).toBe('BRAND'));
    fireEvent.click(screen.getByText('등록 요청'));
    await waitFor(() => expect(server.sent('/brand/brands').at(-1)?.url.searchParams.get('gubun')).toBe('REQUEST'));
    expect((await screen.findByTestId('brand-status-3')).textContent).toBe('반려');
    expect(screen.getByText('상표권 등록증을 확인할 수 없습니다.')).toBeTruthy();
  });

  it('brandRequestList: opens on pending requests; a row opens the request, approved after a confirm', async () => {
    const server = stubServer([pending], pending);
    renderWithProviders(<BrandRequestListPage />, { router: true });
    await waitFor(() => expect(server.sent('/admin/brand/list').at(-1)?.url.searchParams.get('confirmStatus')).toBe('PENDING'));
    fireEvent.click(await screen.findByTestId('brand-admin-row-S000001-3'));
    fireEvent.click(await screen.findByTestId('brand-admin-approve', {}, { timeout: 5000 }));
    expect(await screen.findByText('엠에프 스튜디오 브랜드를 승인하시겠습니까?')).toBeTruthy();
    const ok = () => [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm-btns .ant-btn-primary')].at(-1);
    await waitFor(() => expect(ok()).toBeTruthy());
    fireEvent.click(ok()!);
    await waitFor(() => expect(server.sent('/admin/brand/S000001/3/approve')).toHaveLength(1));
  });
});
