import type { SettlementFeedRow } from '@/modules/order/order-settlement-feed.ts';
import { addDays, isBusinessDay } from '@/platform/time/business-days.ts';
import type { FeedLine } from './settlement-ledger-types.ts';

/** Business days a dispatch was late: those after the planned dispatch day up to the invoice day. */
export function lateBusinessDays(planned: string, dispatched: string | null): number {
  if (dispatched === null || dispatched <= planned) return 0;
  let n = 0;
  for (let d = addDays(planned, 1); d <= dispatched; d = addDays(d, 1)) if (isBusinessDay(d)) n++;
  return n;
}

/** VAT evidence of the buyer's payment: card (and easy pay) → card slip; transfer, virtual account → cash receipt. */
export function evidenceOf(payKindCd: string): 'CARD' | 'CASH' | 'OTHER' {
  if (payKindCd === 'CARD' || payKindCd === 'EASY') return 'CARD';
  if (payKindCd === 'TRANSFER' || payKindCd === 'VBANK') return 'CASH';
  return 'OTHER';
}

/** A line of the order feed as the ledger core takes it. vatCd 01 is taxable; exempt and zero-rated are EXEMPT. */
export function toFeedLine(r: SettlementFeedRow): FeedLine {
  return {
    ordNo: r.ordNo,
    ordDtlSq: r.ordDtlSq,
    prodCd: r.prodCd,
    prodNm: r.prodNm,
    ordQty: r.ordQty,
    ordAmt: Number(r.ordAmt),
    gradeDiscountAmt: Number(r.gradeDiscountAmt),
    couponAmt: Number(r.couponAmt),
    couponBearer: r.couponBearer,
    promDcAmt: Number(r.promDcAmt),
    promBearer: r.promBearer,
    egmAmt: Number(r.egmAmt),
    realOrdAmt: Number(r.realOrdAmt),
    sellFeeRate: r.sellFeeRate,
    remainingQty: r.ordQty - r.cancelQty - r.returnQty,
    claimQty: r.claimQty,
    deliveryFee: Number(r.deliveryFee),
    eligibleDt: r.eligibleDt,
    lateDays: lateBusinessDays(r.giPrrnDt, r.invoiceDay),
    taxType: r.vatCd === '01' ? 'TAXABLE' : 'EXEMPT',
    evidence: evidenceOf(r.payKindCd),
    payKindCd: r.payKindCd,
    openMarketYn: r.openMarketYn,
    claims: r.claims.map((c) => ({ ...c, returnFee: Number(c.returnFee) })),
  };
}
