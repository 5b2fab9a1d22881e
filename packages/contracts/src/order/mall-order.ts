import { z } from 'zod';
import { ZBuyerAgeCd, ZBuyerSexCd } from '../statistic/statistic-codes.ts';
import { ZDiscountBearer, ZPayKindCd } from './order-codes.ts';

// The mall's order intake (`POST /api/mall/orders`, DESIGN "The mall is outside"): a paid order as the storefront
// sends it. Prices come from our catalogue (the option's product price plus its extra charge), so the mall sends
// what only it knows: quantities, discounts and who bears them, the delivery fee it charged, the buyer and the
// recipient. The call is idempotent by ordNo: the same order sent again answers the first reply.

const won = z.number().int().min(0).max(1_000_000_000);
const text = (max: number) => z.string().trim().max(max);

export const ZMallOrderLine = z.object({
  /** The line's number in the order, 1.. (the mall numbers the lines of every seller in one sequence). */
  ordDtlSq: z.number().int().min(1).max(999),
  prodOptionCd: z.string().trim().min(1).max(20),
  ordQty: z.number().int().min(1).max(999),
  gradeDiscountAmt: won.default(0),
  couponAmt: won.default(0),
  couponBearer: ZDiscountBearer.default('MALL'),
  pointAmt: won.default(0),
  /** e-gift mileage (EGM) spent on the line. */
  egmAmt: won.default(0),
  deliveryFee: won.default(0),
  /** The mall's coupon, for the coupon usage popup. */
  couponNo: text(40).optional(),
  couponNm: text(100).optional(),
});
export type TMallOrderLine = z.infer<typeof ZMallOrderLine>;

export const ZMallPlaceOrderRequest = z.object({
  ordNo: z
    .string()
    .trim()
    .regex(/^[0-9A-Z]{8,20}$/),
  /** When the buyer ordered and when payment completed (ISO instants). */
  ordDt: z.iso.datetime({ offset: true }),
  payDt: z.iso.datetime({ offset: true }),
  payKindCd: ZPayKindCd,
  /** An order of the mall's open-market channel: no exchange or return after purchase confirmation (spec §4). */
  openMarketYn: z.enum(['Y', 'N']).default('N'),
  buyerNm: text(50).min(1),
  buyerMobile: text(20).min(1),
  /** The buyer's age band and sex, when the mall knows them (the age and gender statistic; issue 16). */
  buyerAgeCd: ZBuyerAgeCd.optional(),
  buyerSexCd: ZBuyerSexCd.optional(),
  rcpNm: text(50).min(1),
  rcpZip: text(10).min(1),
  fixAddr: text(200).min(1),
  dtlAddr: text(300).default(''),
  rcpMobile: text(20).min(1),
  /** The buyer's delivery request. */
  ordMemo: text(300).default(''),
  /** Personal customs clearance code (P + 12 digits), required for overseas goods. */
  puniPassNo: z
    .string()
    .trim()
    .regex(/^P\d{12}$/)
    .optional(),
  lines: z.array(ZMallOrderLine).min(1).max(100),
});
export type TMallPlaceOrderRequest = z.infer<typeof ZMallPlaceOrderRequest>;

export const ZMallPlaceOrderReply = z.object({
  ordNo: z.string(),
  lines: z.array(z.object({ ordDtlSq: z.number(), supplyEntrCd: z.string(), prodCd: z.string(), realOrdAmt: z.number() })),
});
export type TMallPlaceOrderReply = z.infer<typeof ZMallPlaceOrderReply>;
