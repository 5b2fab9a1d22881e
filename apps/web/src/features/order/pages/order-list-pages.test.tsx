import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ORDER_STATUS_FILTERS, type TOrderListRow } from '@po/contracts';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { sellerUser } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { OrderListPage } from './order-list-page';
import { OrderStatusPage } from './order-status-page';

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.unstubAllGlobals());

const line = (ordNo: string, extra: Partial<TOrderListRow> = {}): TOrderListRow => ({
  ordNo,
  ordDtlSq: 1,
  ordDt: '2026-11-20T01:00:00.000Z',
  payDt: '2026-11-20T01:01:00.000Z',
  ordDtlStsCd: '20',
  ordDtlStsNm: '결제완료',
  delayStsCd: null,
  delayStsNm: null,
  claim: null,
  prodCd: 'P000000001',
  supplyProdCd: 'CT-1',
  prodNm: '트렌치코트',
  brandCd: 'B10001',
  prodOptionCd: 'P000000001001',
  optionValue1: '블랙',
  optionValue2: 'FREE',
  ordQty: 1,
  cancelQty: 0,
  returnQty: 0,
  exchangeQty: 0,
  claimQty: 0,
  saleQty: 1,
  prodPrice: 99_000,
  ordAmt: 99_000,
  gradeDiscountAmt: 0,
  couponAmt: 0,
  pointAmt: 0,
  egmAmt: 0,
  realOrdAmt: 99_000,
  deliveryFee: 0,
  buyerNm: '김구매',
  rcpNm: '이수령',
  deliveryEntrCd: null,
  deliveryEntrNm: null,
  invoiceNo: null,
  giPrrnDt: '2026-11-23',
  deliveryExpectDt: '2026-11-25',
  version: 1,
  ...extra,
});
const rows = [
  line('O100', { ordDtlStsCd: '50', ordDtlStsNm: '배송중', deliveryEntrCd: '04', deliveryEntrNm: 'CJ대한통운', invoiceNo: '612345678901' }),
  line('O200', { delayStsCd: '72', delayStsNm: '배송지연' }),
];
const reply = (startDt: string, endDt: string) => ({
  list: rows,
  totalCnt: 2,
  allCnt: 2,
  statusCountList: ORDER_STATUS_FILTERS.map((cd) => ({ statusCd: cd, statusNm: cd, cnt: cd === '20' || cd === '50' || cd === '72' ? 1 : 0 })),
  startDt,
  endDt,
});
/** A fetch stub answering both lists; `sent` lists the calls to a path with their query. */
function stub() {
  const fetchMock = vi.fn((input: string) => {
    const url = new URL(input, 'http://localhost');
    const body = url.pathname.startsWith('/api/order/order')
      ? reply(url.searchParams.get('startDt') ?? '2026-11-07', url.searchParams.get('endDt') ?? '2026-11-20')
      : { list: [], totalCnt: 0 };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (path: string) => fetchMock.mock.calls.map(([u]) => ({ url: new URL(u, 'http://localhost') })).filter((c) => c.url.pathname === `/api${path}`);
  return { sent };
}
const tab = (cd: string) => screen.getByTestId(`order-tab-${cd}`).textContent;

describe('orderList', () => {
  it('asks for the last month, shows the tab counts, links the order and the invoice, and a tab searches by its status', async () => {
    const server = stub();
    renderWithProviders(<OrderListPage />, { user: sellerUser, router: true });
    await screen.findByTestId('order-row-O100-1');
    const first = server.sent('/order/orderList')[0]!.url.searchParams;
    expect(first.get('startDt')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.get('endDt')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.get('statusCd')).toBeNull();
    expect(tab('all')).toBe('전체 (2)');
    expect(tab('72')).toBe('배송지연 (1)');
    expect(tab('SHIP_TODAY')).toBe('오늘출발 (0)');
    expect(screen.getByTestId('order-link-O100-1').getAttribute('href')).toBe('/order/orderDetail/O100');
    expect(screen.getByTestId('order-track-O100-1').getAttribute('href')).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=612345678901');

    fireEvent.click(screen.getByTestId('order-tab-72'));
    await waitFor(() => expect(server.sent('/order/orderList').at(-1)?.url.searchParams.get('statusCd')).toBe('72'));
  });
});

describe('orderStatus', () => {
  it('opens on the status of its address and shows the period the server read', async () => {
    const server = stub();
    renderWithProviders(
      <MemoryRouter initialEntries={['/order/orderStatus?statusCd=50']}>
        <OrderStatusPage />
      </MemoryRouter>,
      { user: sellerUser },
    );
    await screen.findByTestId('order-row-O100-1');
    const asked = server.sent('/order/orderStatus')[0]!.url.searchParams;
    expect(asked.get('statusCd')).toBe('50');
    expect(asked.get('startDt')).toBeNull();
    expect(screen.queryByTestId('order-tab-all')).toBeNull();
    await waitFor(() => expect(screen.getByDisplayValue('2026-11-07')).toBeTruthy());
  });
});
