import { allowedActions, LINE_MACHINE, LINE_STATUS, ORDER_LIMITS, type TDetailLineAction, type TOrderDetailLine, type TOrdDtlStsCd } from '@po/contracts';
import { addBusinessDays, addDays, isBusinessDay } from '@/platform/time/business-days.ts';
import type { ClaimRow } from './order-claim.repository.ts';
import { claimableQty } from './order-claims.ts';
import type { OrderLineRow } from './order.repository.ts';

// How the detail shows a line: the rules that decide what a seller may do now live here, next to the ones the
// actions check (order-actions.service.ts reads the same functions), so a button is enabled exactly when the
// server would accept it.

/** Public tracking pages of the carriers we know (FIELD-NOTES "Orders"); the invoice number is appended. */
const TRACKING_URLS: Record<string, string> = {
  '04': 'https://trace.cjlogistics.com/next/tracking.html?wblNo=',
  '05': 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=',
  '08': 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=',
  '01': 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=',
  '06': 'https://www.ilogen.com/web/personal/trace/',
};
export const trackingUrlOf = (deliveryEntrCd: string | null, invoiceNo: string | null) =>
  deliveryEntrCd && invoiceNo && TRACKING_URLS[deliveryEntrCd] ? `${TRACKING_URLS[deliveryEntrCd]}${encodeURIComponent(invoiceNo)}` : null;

/** Lines not yet dispatched: a delay notice or a sold-out registration still means something. */
export const isBeforeDispatch = (l: Pick<OrderLineRow, 'ordDtlStsCd'>) => l.ordDtlStsCd === LINE_STATUS.paid || l.ordDtlStsCd === LINE_STATUS.preparing;

/** Business days from one date to a later one (0 when not later). */
export function businessDaysBetween(from: string, to: string): number {
  let n = 0;
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (isBusinessDay(d)) n++;
  return n;
}

/** The latest planned dispatch date a delay notice may set: +3 business days from the current one (spec §9). */
export const delayNoticeMaxOf = (giPrrnDt: string) => addBusinessDays(giPrrnDt, ORDER_LIMITS.delayNoticeMaxBusinessDays);

export const canSoldOut = (l: OrderLineRow) => isBeforeDispatch(l) && l.soldoutYn === 'N' && claimableQty(l) > 0;
export const canDelayNotice = (l: OrderLineRow) => isBeforeDispatch(l) && l.soldoutYn === 'N';

/** What the seller may do with the line now: the line machine's moves, then this screen's own actions. */
export function lineActionsOf(l: OrderLineRow): TDetailLineAction[] {
  const actions: TDetailLineAction[] = allowedActions(LINE_MACHINE, l.ordDtlStsCd as TOrdDtlStsCd, 'seller');
  actions.push('memo');
  if (canDelayNotice(l)) actions.push('delayNotice');
  if (canSoldOut(l)) actions.push('soldOut');
  return actions;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Days past the expected delivery date while the line is on its way or waiting; 0 once delivered or cancelled. */
export function arrivalDelayDayOf(l: OrderLineRow, today: string): number {
  if (l.deliveredDt || l.ordDtlStsCd === LINE_STATUS.cancelled || today <= l.deliveryExpectDt) return 0;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${l.deliveryExpectDt}T00:00:00Z`)) / 86_400_000);
}

export function toDetailLine(l: OrderLineRow, ctx: { claims: ClaimRow[]; carriers: Map<string, string>; today: string }): TOrderDetailLine {
  return {
    ordNo: l.ordNo,
    ordDtlSq: l.ordDtlSq,
    prodCd: l.prodCd,
    prodOptionCd: l.prodOptionCd,
    supplyProdCd: l.supplyProdCd,
    prodNm: l.prodNm,
    brandCd: l.brandCd,
    optionValue1: l.optionValue1,
    optionValue2: l.optionValue2,
    ordDtlStsCd: l.ordDtlStsCd as TOrdDtlStsCd,
    delayStsCd: (l.delayStsCd as TOrderDetailLine['delayStsCd']) ?? null,
    ordQty: l.ordQty,
    cancelQty: l.cancelQty,
    returnQty: l.returnQty,
    exchangeQty: l.exchangeQty,
    claimQty: l.claimQty,
    claimableQty: claimableQty(l),
    saleQty: l.ordQty - l.cancelQty - l.returnQty,
    prodPrice: l.prodPrice,
    ordAmt: l.ordAmt,
    gradeDiscountAmt: l.gradeDiscountAmt,
    couponAmt: l.couponAmt,
    couponBearer: l.couponBearer,
    couponNo: l.couponNo,
    couponNm: l.couponNm,
    promCd: l.promCd,
    promDcAmt: l.promDcAmt,
    promBearer: l.promBearer,
    pointAmt: l.pointAmt,
    egmAmt: l.egmAmt,
    realOrdAmt: l.realOrdAmt,
    deliveryFee: l.deliveryFee,
    deliveryEntrCd: l.deliveryEntrCd,
    deliveryEntrNm: l.deliveryEntrCd ? (ctx.carriers.get(l.deliveryEntrCd) ?? l.deliveryEntrCd) : null,
    invoiceNo: l.invoiceNo,
    invoiceDt: iso(l.invoiceDt),
    trackingUrl: trackingUrlOf(l.deliveryEntrCd, l.invoiceNo),
    giPrrnDt: l.giPrrnDt,
    deliveryExpectDt: l.deliveryExpectDt,
    leadTimeDays: businessDaysBetween(l.giPrrnDt, l.deliveryExpectDt),
    delayNoticeMaxDt: canDelayNotice(l) ? delayNoticeMaxOf(l.giPrrnDt) : null,
    arrivalDelayDay: arrivalDelayDayOf(l, ctx.today),
    deliveredDt: iso(l.deliveredDt),
    purchaseConfirmDt: iso(l.purchaseConfirmDt),
    soldoutYn: l.soldoutYn,
    soldoutDt: iso(l.soldoutDt),
    delayReasonCd: (l.delayReasonCd as TOrderDetailLine['delayReasonCd']) ?? null,
    delayReason: l.delayReason,
    delayNoticeDt: iso(l.delayNoticeDt),
    grntSrvcGoodsYn: l.grntSrvcGoodsYn,
    digitIssuStatus: (l.digitIssuStatus as TOrderDetailLine['digitIssuStatus']) ?? null,
    sellerMemo: l.sellerMemo,
    version: l.version,
    claims: ctx.claims
      .filter((c) => c.ordDtlSq === l.ordDtlSq)
      .map((c) => ({
        claimSq: c.claimSq,
        claimType: c.claimType as TOrderDetailLine['claims'][number]['claimType'],
        claimStsCd: c.claimStsCd as TOrderDetailLine['claims'][number]['claimStsCd'],
        claimQty: c.claimQty,
        reasonCd: c.reasonCd,
        reqBy: c.reqBy,
        reqDt: c.reqDt.toISOString(),
        version: c.version,
      })),
    actions: lineActionsOf(l),
  };
}
