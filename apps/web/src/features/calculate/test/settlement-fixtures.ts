import type { TSettlementMonth, TSettlementProfileReply, TStatementReply, TTaxInvoice } from '@po/contracts';
import { vi } from 'vitest';

export const profile = (over: Partial<TSettlementProfileReply> = {}): TSettlementProfileReply => ({
  supplyEntrCd: '100001',
  supplyEntrNm: '테스트상사',
  entrType: 'N',
  kiccYn: 'N',
  usdSacUseYn: 'N',
  sellFeeRate: '12.00',
  settleDay: 20,
  kinds: { domestic: true, kicc: false, taxPapers: true, openMarket: false, purveyance: false },
  lastFixedYm: '2026-10',
  ...over,
});

export const month = (over: Partial<TSettlementMonth> = {}): TSettlementMonth => ({
  settleYm: '2026-10',
  stsCd: 'FIXED',
  fixedDt: '2026-11-02',
  payDueDt: '2026-11-20',
  rowCnt: 3,
  saleAmt: 100000,
  feeAmt: 12000,
  supplyBurdenAmt: 0,
  seCpnAmt: 0,
  EGM: 0,
  lfBurdenAmt: 0,
  deliveryAmt: 3000,
  extraDeliveryAmt: 0,
  calcFee: -2000,
  holdAmt: 0,
  releaseAmt: 0,
  payoutAmt: 89000,
  currency: 'KRW',
  exrt: null,
  exrtDt: null,
  payoutUsd: null,
  ...over,
});

const total = (kind: TStatementReply['totals'][number]['kind'], sacGbNm: string, amounts: Partial<TStatementReply['totals'][number]>) => ({
  kind,
  sacGbNm,
  cnt: 1,
  saleAmt: 0,
  feeAmt: 0,
  supplyBurdenAmt: 0,
  deliveryAmt: 0,
  extraDeliveryAmt: 0,
  calcFee: 0,
  holdAmt: 0,
  totalAmt: 0,
  ...amounts,
});

/** A month of a sale, its shipping and a late-shipping penalty: 88,000 + 3,000 − 2,000 = 89,000. */
export const statement = (payoutAmt = 89000): TStatementReply => ({
  month: month({ payoutAmt }),
  totals: [
    total('SALE', '판매', { saleAmt: 100000, feeAmt: 12000, totalAmt: 88000 }),
    total('SHIPPING', '배송비', { deliveryAmt: 3000, totalAmt: 3000 }),
    total('ADJUSTMENT', '조정', { calcFee: -2000, totalAmt: -2000 }),
  ],
  totalCnt: 1,
  list: [
    {
      sacRowSq: 11,
      kind: 'ADJUSTMENT',
      sacGbNm: '조정',
      saleDt: '2026-10-15',
      ordNo: 'ORD00000001',
      ordDtlSq: 1,
      claimSq: null,
      prodCd: 'P1',
      prodNm: '울 코트',
      qty: 0,
      saleAmt: 0,
      sellFeeRate: null,
      feeAmt: 0,
      supplyBurdenAmt: 0,
      seCpnAmt: 0,
      EGM: 0,
      lfBurdenAmt: 0,
      deliveryAmt: 0,
      extraDeliveryAmt: 0,
      calcFee: -2000,
      holdAmt: 0,
      totalAmt: -2000,
      totalUsd: null,
      reason: '출고 지연 2영업일',
    },
  ],
});

const party = (name: string, bizNo: string) => ({
  bizNo,
  name,
  ownerNm: '대표',
  address: '서울시 강남구',
  bizType: '도소매',
  bizKind: '의류',
  email: 'tax@example.com',
});

export const invoice = (over: Partial<TTaxInvoice> = {}): TTaxInvoice => ({
  settleYm: '2026-10',
  approvalNo: '202610311234567800000001',
  writeDt: '2026-10-31',
  issueDt: '2026-11-09',
  issueDueDt: '2026-11-10',
  issueType: '정발행',
  taxType: '과세',
  purpose: '영수',
  supplier: party('패션몰', '1208812345'),
  receiver: party('테스트상사', '2148867890'),
  items: [{ itemDt: '2026-10-31', itemNm: '판매수수료 2026-10', spec: '', qty: null, unitPrice: null, supplyAmt: 10909, taxAmt: 1091 }],
  supplyAmt: 10909,
  taxAmt: 1091,
  totalAmt: 12000,
  stsCd: 'ISSUED',
  ...over,
});

/** A fetch that answers by path (`/api` left off); unknown paths 404. Records every call. */
export function stubServer(routes: Record<string, unknown>) {
  const fetchMock = vi.fn((url: string, _init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (!(path in routes)) return Promise.resolve(new Response(JSON.stringify({ errorCode: 'NOT_FOUND', displayMessage: 'not found' }), { status: 404 }));
    const status = path.endsWith('/excel') || path.endsWith('/pdf') ? 202 : 200;
    return Promise.resolve(new Response(JSON.stringify(routes[path]), { status, headers: { 'Content-Type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (path: string, method = 'GET') =>
    fetchMock.mock.calls
      .filter(([u, init]) => (init?.method ?? 'GET') === method && new URL(u, 'http://localhost').pathname === `/api${path}`)
      .map(([u]) => new URL(u, 'http://localhost'));
  return { fetchMock, sent };
}
