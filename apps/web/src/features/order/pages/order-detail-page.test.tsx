import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TOrderDetailLine, TOrderDetailReply } from '@po/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { OrderBulkActions } from '../components/order-bulk-actions';
import { OrderDetailPage } from './order-detail-page';

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));

function stubServer(answer: (url: string, init?: RequestInit) => unknown) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => json(answer(url, init)));
  vi.stubGlobal('fetch', fetchMock);
  const puts = (path: string) =>
    fetchMock.mock.calls
      .filter(([u, init]) => u.endsWith(`/api${path}`) && init?.method === 'PUT')
      .map(([, init]) => JSON.parse(init!.body as string) as unknown);
  return { fetchMock, puts };
}

const line = (over: Partial<TOrderDetailLine>): TOrderDetailLine => ({
  ordNo: 'T20261120AB',
  ordDtlSq: 1,
  prodCd: 'P001',
  prodOptionCd: 'P001001',
  supplyProdCd: 'S-1',
  prodNm: '울 코트',
  brandCd: 'B1',
  optionValue1: '블랙',
  optionValue2: 'M',
  ordDtlStsCd: '20',
  delayStsCd: null,
  ordQty: 1,
  cancelQty: 0,
  returnQty: 0,
  exchangeQty: 0,
  claimQty: 0,
  claimableQty: 1,
  saleQty: 1,
  prodPrice: 329000,
  ordAmt: 329000,
  gradeDiscountAmt: 0,
  couponAmt: 0,
  couponBearer: 'MALL',
  couponNo: null,
  couponNm: null,
  promCd: null,
  promDcAmt: 0,
  promBearer: 'MALL',
  pointAmt: 0,
  egmAmt: 0,
  realOrdAmt: 329000,
  deliveryFee: 0,
  deliveryEntrCd: null,
  deliveryEntrNm: null,
  invoiceNo: null,
  invoiceDt: null,
  trackingUrl: null,
  giPrrnDt: '2026-11-23',
  deliveryExpectDt: '2026-11-25',
  leadTimeDays: 2,
  delayNoticeMaxDt: '2026-11-26',
  arrivalDelayDay: 0,
  deliveredDt: null,
  purchaseConfirmDt: null,
  soldoutYn: 'N',
  soldoutDt: null,
  delayReasonCd: null,
  delayReason: null,
  delayNoticeDt: null,
  grntSrvcGoodsYn: 'N',
  digitIssuStatus: null,
  sellerMemo: '',
  version: 3,
  claims: [],
  actions: ['prepare', 'cancel', 'memo', 'delayNotice', 'soldOut'],
  ...over,
});

const order = (lines: TOrderDetailLine[]): TOrderDetailReply => ({
  ordNo: 'T20261120AB',
  ordDt: '2026-11-20T01:00:00.000Z',
  payDt: '2026-11-20T01:00:00.000Z',
  payKindCd: 'CARD',
  openMarketYn: 'N',
  buyerNm: '김구매',
  buyerMobile: '01012345678',
  rcpNm: '이수령',
  rcpZip: '06236',
  fixAddr: '서울특별시 강남구 테헤란로 152',
  dtlAddr: '12층',
  rcpMobile: '01098765432',
  ordMemo: '문 앞에 놓아 주세요.',
  puniPassNo: null,
  lines,
});

beforeEach(async () => {
  await i18n.changeLanguage('ko');
  await i18n.loadNamespaces(['order', 'orderDetail']);
});
afterEach(() => vi.unstubAllGlobals());

describe('order detail page', () => {
  it("enables each line's buttons from the actions the server answered", async () => {
    stubServer(() =>
      order([
        line({}),
        line({ ordDtlSq: 2, ordDtlStsCd: '50', invoiceNo: '601234567890', deliveryEntrNm: 'CJ대한통운', actions: ['changeInvoice', 'deliver', 'memo'] }),
      ]),
    );
    renderWithProviders(<OrderDetailPage />, { router: true });
    expect((await screen.findByTestId('line-status-1')).textContent).toBe('결제완료');
    expect(screen.getByTestId('line-prepare-1')).toBeTruthy();
    expect(screen.getByTestId('line-soldout-1')).toBeTruthy();
    expect(screen.queryByTestId('line-deliver-1')).toBeNull();
    expect(screen.getByTestId('line-deliver-2')).toBeTruthy();
    expect(screen.getByTestId('line-invoice-2').textContent).toBe('송장 수정');
    expect(screen.queryByTestId('line-prepare-2')).toBeNull();
    expect(screen.getByTestId('line-invoice-info-2').textContent).toContain('601234567890');
  });

  it('shows a line’s promotion discount beside the coupon, with who bears it; none on a line without', async () => {
    stubServer(() => order([line({ promCd: 'PM00000001', promDcAmt: 32900, promBearer: 'SELLER', realOrdAmt: 296100 }), line({ ordDtlSq: 2 })]));
    renderWithProviders(<OrderDetailPage />, { router: true });
    const promotion = await screen.findByTestId('line-promotion-1');
    expect(promotion.textContent).toBe('프로모션할인 32,900원 (판매자 부담 · PM00000001)');
    expect(screen.queryByTestId('line-promotion-2')).toBeNull();
  });
});

describe('order list bulk actions', () => {
  it('sends every selected line with its version and names each refused line', async () => {
    const server = stubServer(() => ({
      ok: [{ ordNo: 'A0000001', ordDtlSq: 1, version: 2 }],
      failed: [{ ordNo: 'A0000002', ordDtlSq: 1, messageKey: 'order.msg.notPreparable', message: '상품준비중으로 변경할 수 없습니다.' }],
    }));
    const onDone = vi.fn();
    const selected = [
      { ordNo: 'A0000001', ordDtlSq: 1, ordDtlStsCd: '20', version: 1 },
      { ordNo: 'A0000002', ordDtlSq: 1, ordDtlStsCd: '35', version: 4 },
    ];
    renderWithProviders(<OrderBulkActions selected={selected} onDone={onDone} />);
    fireEvent.click(await screen.findByTestId('bulk-prepare'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.puts('/order/lines/prepare')).toEqual([
      {
        lines: [
          { ordNo: 'A0000001', ordDtlSq: 1, version: 1 },
          { ordNo: 'A0000002', ordDtlSq: 1, version: 4 },
        ],
      },
    ]);
    expect((await screen.findAllByText('1건 처리, 1건 실패')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText(/A0000002-1: 상품준비중으로 변경할 수 없습니다\./)).length).toBeGreaterThan(0);
  });
});
