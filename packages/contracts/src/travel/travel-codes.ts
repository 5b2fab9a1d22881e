import { z } from 'zod';

// Code sets of travel (business-area §3 "Travel", §4 travel statuses, §5 travel rules, §9 limits; issue 17). The spec
// names the statuses and fields but not their codes: the codes are ours (docs/decisions.md "Travel (issue 17)").
// Names of the codes are `travelProduct.<set>.<code>` and `travelOrder.<set>.<code>` in the catalogue.

/** The continent of a property (accommodation continent). */
export const TRAVEL_CONTINENTS = ['ASIA', 'EUROPE', 'NORTH_AMERICA', 'SOUTH_AMERICA', 'OCEANIA', 'AFRICA'] as const;
export const ZTravelContinentCd = z.enum(TRAVEL_CONTINENTS, { error: 'travelProduct.msg.continentRequired' });
export type TTravelContinentCd = z.infer<typeof ZTravelContinentCd>;

/** The property's grade: 1 to 5 stars, or ETC for guest houses, resorts and others without a star grade. */
export const TRAVEL_GRADES = ['1', '2', '3', '4', '5', 'ETC'] as const;
export const ZTravelGradeCd = z.enum(TRAVEL_GRADES, { error: 'travelProduct.msg.gradeRequired' });
export type TTravelGradeCd = z.infer<typeof ZTravelGradeCd>;

/**
 * A reservation's status (business-area §4): reservation wait, reservation confirmed, purchase confirmed, travel
 * complete, cancel requested, cancelled.
 */
export const TRAVEL_ORDER_STATUS = {
  wait: 'RSV_WAIT',
  confirmed: 'RSV_CONFIRM',
  purchaseConfirmed: 'PURCHASE_CONFIRM',
  complete: 'TRAVEL_COMPLETE',
  cancelRequested: 'CANCEL_REQUEST',
  cancelled: 'CANCEL',
} as const;
export const TRAVEL_ORDER_STATUSES = ['RSV_WAIT', 'RSV_CONFIRM', 'PURCHASE_CONFIRM', 'TRAVEL_COMPLETE', 'CANCEL_REQUEST', 'CANCEL'] as const;
export const ZTravelOrderStsCd = z.enum(TRAVEL_ORDER_STATUSES, { error: 'travelOrder.msg.statusInvalid' });
export type TTravelOrderStsCd = z.infer<typeof ZTravelOrderStsCd>;

/** An estimate's status (business-area §4): requested, checked, payment pending, paid, cancelled. */
export const TRAVEL_ESTIMATE_STATUS = { requested: 'REQUEST', checked: 'CHECK', paymentPending: 'PAY_WAIT', paid: 'PAID', cancelled: 'CANCEL' } as const;
export const TRAVEL_ESTIMATE_STATUSES = ['REQUEST', 'CHECK', 'PAY_WAIT', 'PAID', 'CANCEL'] as const;
export const ZTravelEstimateStatCd = z.enum(TRAVEL_ESTIMATE_STATUSES, { error: 'travelOrder.msg.statusInvalid' });
export type TTravelEstimateStatCd = z.infer<typeof ZTravelEstimateStatCd>;

/** The estimate's type (estmProdTypeNm names it): a group request or a custom (tailored) one. */
export const TRAVEL_ESTIMATE_TYPES = ['GROUP', 'CUSTOM'] as const;
export const ZTravelEstimateTypeCd = z.enum(TRAVEL_ESTIMATE_TYPES, { error: 'travelOrder.msg.estimateTypeRequired' });
export type TTravelEstimateTypeCd = z.infer<typeof ZTravelEstimateTypeCd>;

export const TRAVEL_LIMITS = {
  /** The reservation window: at most 6 months (business-area §5, §9). */
  windowMonthsMax: 6,
  roomsMax: 30,
  imagesMax: 10,
  prodNmMax: 100,
  roomNmMax: 50,
  /** The seller's memo on a reservation or an estimate (business-area §9 memo 300). */
  memoMax: 300,
  cancelReasonMax: 300,
  /** Nights of one reservation. */
  nightsMax: 30,
  personMax: 999,
} as const;

/** The ISO day `months` calendar months after `isoDay` (the last day of a shorter month when the day is missing). */
export function addMonthsIso(isoDay: string, months: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * Whether a reservation window is allowed: it starts on or before it ends, and its last night is before the day six
 * calendar months after its first (2026-01-15 .. 2026-07-14 is the longest window starting 2026-01-15).
 */
export function isTravelWindowValid(rsvStartDt: string, rsvEndDt: string): boolean {
  return rsvStartDt <= rsvEndDt && rsvEndDt < addMonthsIso(rsvStartDt, TRAVEL_LIMITS.windowMonthsMax);
}

/** The nights of a stay: every day from check-in up to, not including, check-out. */
export function stayNights(checkInDt: string, checkOutDt: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${checkInDt}T00:00:00Z`), end = Date.parse(`${checkOutDt}T00:00:00Z`); t < end; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
