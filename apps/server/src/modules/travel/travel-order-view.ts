import {
  allowedActions,
  TRAVEL_ORDER_MACHINE,
  TRAVEL_ORDER_STATUSES,
  type TLanguage,
  type TTravelOrderRow,
  type TTravelOrderStsCd,
  type TTravelStatusHistoryRow,
} from '@po/contracts';
import { codeName } from '@/platform/http/messages.ts';
import type { TravelHistoryRow, TravelOrderRow } from './travel-order.repository.ts';

// Rows of the travel tables as the contracts show them (pure: the lists, the detail and the export share them).

const nightsOf = (r: Pick<TravelOrderRow, 'checkInDt' | 'checkOutDt'>) => Math.round((Date.parse(r.checkOutDt) - Date.parse(r.checkInDt)) / 86_400_000);

export function orderRowOf(r: TravelOrderRow, lang: TLanguage): TTravelOrderRow {
  const sts = r.rsvStsCd as TTravelOrderStsCd;
  return {
    ordNo: r.ordNo,
    ordDtlSq: r.ordDtlSq,
    ordDt: r.ordDt.toISOString(),
    payDt: r.payDt.toISOString(),
    rsvStsCd: sts,
    rsvStsNm: codeName('travelOrder.rsvStsCd', sts, lang),
    prodCd: r.prodCd,
    prodNm: r.prodNm,
    roomSeq: r.roomSeq,
    roomNm: r.roomNm,
    checkInDt: r.checkInDt,
    checkOutDt: r.checkOutDt,
    nightCnt: nightsOf(r),
    roomCnt: r.roomCnt,
    adultCnt: r.adultCnt,
    childCnt: r.childCnt,
    guestNm: r.guestNm,
    guestMobile: r.guestMobile,
    buyerNm: r.buyerNm,
    buyerMobile: r.buyerMobile,
    ordAmt: r.ordAmt,
    memo: r.memo,
    allowedActions: allowedActions(TRAVEL_ORDER_MACHINE, sts, 'seller'),
    version: r.version,
  };
}

/** One count per status, in the machine's order (zero included: the tabs are exact). */
export const statusCountsOf = (counts: Map<string, number>, lang: TLanguage) =>
  TRAVEL_ORDER_STATUSES.map((statusCd) => ({ statusCd, statusNm: codeName('travelOrder.rsvStsCd', statusCd, lang), cnt: counts.get(statusCd) ?? 0 }));

export const historyRowOf = (h: TravelHistoryRow): TTravelStatusHistoryRow => ({
  refKey: h.refKey,
  fromStsCd: h.fromStsCd,
  toStsCd: h.toStsCd,
  action: h.action,
  actorType: h.actorType,
  actorNm: h.actorNm,
  memo: h.memo,
  changedDt: h.changedDt.toISOString(),
});
