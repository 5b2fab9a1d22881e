import { z } from 'zod';

/** The promotion's kind (promDivision): a time sale, a special price, an exhibition (기획전). */
export const PROM_DIVISIONS = ['TIME_SALE', 'SPECIAL_PRICE', 'EXHIBITION'] as const;
export const ZPromDivision = z.enum(PROM_DIVISIONS, { error: 'promotionAdmin.msg.divisionRequired' });
export type TPromDivision = z.infer<typeof ZPromDivision>;

/**
 * Where a promotion stands on a Seoul day (promState), from its dates alone: before its request period READY,
 * during it REQUEST (sellers agree or reject), after it and before the run WAITING, during the run RUNNING, then
 * ENDED. The operator's cancel makes it CANCELLED whatever the day.
 */
export const PROM_STATES = ['READY', 'REQUEST', 'WAITING', 'RUNNING', 'ENDED', 'CANCELLED'] as const;
export const ZPromState = z.enum(PROM_STATES);
export type TPromState = z.infer<typeof ZPromState>;

/** A target product's agreement (reqState): awaiting the seller, agreed, rejected (business-area §4 promotion counts). */
export const PROM_REQ_STATES = ['PREPARE', 'AGREE', 'REJECT'] as const;
export const ZPromReqState = z.enum(PROM_REQ_STATES, { error: 'form.msg.invalid' });
export type TPromReqState = z.infer<typeof ZPromReqState>;

/**
 * How the promotion price is made from the product price: RATE percent off, AMOUNT won off each unit, PRICE a
 * price of its own per target product.
 */
export const PROM_DC_TYPES = ['RATE', 'AMOUNT', 'PRICE'] as const;
export const ZPromDcType = z.enum(PROM_DC_TYPES, { error: 'promotionAdmin.msg.dcTypeRequired' });
export type TPromDcType = z.infer<typeof ZPromDcType>;

export const PROMOTION_LIMITS = {
  promNmMax: 100,
  rejectReasonMax: 500,
  /** Target products in one promotion. */
  targetsMax: 1000,
  /** Products agreed or rejected in one call. */
  agreementMax: 1000,
  rateMin: 1,
  rateMax: 90,
} as const;

/** Whether a promotion on `today` is in its request period (sellers may still agree or reject). */
export function promStateOn(
  p: { reqStartDt: string; reqEndDt: string; progStartDt: string; progEndDt: string; cancelYn: 'Y' | 'N' },
  today: string,
): TPromState {
  if (p.cancelYn === 'Y') return 'CANCELLED';
  if (today < p.reqStartDt) return 'READY';
  if (today <= p.reqEndDt) return 'REQUEST';
  if (today < p.progStartDt) return 'WAITING';
  if (today <= p.progEndDt) return 'RUNNING';
  return 'ENDED';
}

/**
 * The won taken off one unit of a product sold at `prodPrice` (the product's price, before an option's extra
 * charge): RATE floors prodPrice × rate / 100, AMOUNT is the amount, PRICE is prodPrice − promPrice; never below
 * 0 nor above the price.
 */
export function promotionUnitDiscount(p: { dcTypeCd: TPromDcType; dcValue: number; promPrice?: number | null }, prodPrice: number): number {
  let off: number;
  if (p.dcTypeCd === 'RATE') off = Math.floor((prodPrice * p.dcValue) / 100);
  else if (p.dcTypeCd === 'AMOUNT') off = p.dcValue;
  else off = prodPrice - (p.promPrice ?? prodPrice);
  return Math.max(0, Math.min(prodPrice, off));
}
