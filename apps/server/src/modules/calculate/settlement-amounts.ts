// The money arithmetic of the settlement ledger (docs/decisions.md "Settlement run"): integer won only, BigInt where a
// product can pass 2^53, every division floored, so a SALE and its REFUNDs always add up to the amounts at the
// line's final remaining quantity, to the won.

/** What a line was sold for, as the order stored it (the whole ordered quantity). */
export interface LineMoney {
  ordQty: number;
  ordAmt: number;
  gradeDiscountAmt: number;
  couponAmt: number;
  couponBearer: 'MALL' | 'SELLER';
  /** The promotion's discount on the whole line (0 without one) and who bears it (issue 16). */
  promDcAmt: number;
  promBearer: 'MALL' | 'SELLER';
  egmAmt: number;
  realOrdAmt: number;
  /** numeric(5,2) percent, e.g. '12.50'. */
  sellFeeRate: string;
}

/** The amounts of a SALE (or the difference a REFUND takes back) at some quantity. */
export interface LineAmounts {
  saleAmt: number;
  feeAmt: number;
  supplyBurdenAmt: number;
  seCpnAmt: number;
  egmAmt: number;
  lfBurdenAmt: number;
  vatSaleAmt: number;
}

export const AMOUNT_KEYS = ['saleAmt', 'feeAmt', 'supplyBurdenAmt', 'seCpnAmt', 'egmAmt', 'lfBurdenAmt', 'vatSaleAmt'] as const;

/** floor(a / b) for BigInt (BigInt division truncates toward zero). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** The part of `x` that `n` of `total` units carry: floor(x × n / total). */
export function share(x: number, n: number, total: number): number {
  return Number(floorDiv(BigInt(x) * BigInt(n), BigInt(total)));
}

/** A numeric(5,2) percent as hundredths of a percent ('12.5' → 1250). */
export function rateHundredths(rate: string): number {
  const [whole = '0', frac = ''] = rate.trim().split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(frac.padEnd(2, '0').slice(0, 2)));
}

/** The mall's commission: floor((sales − the seller's burden: its coupons and its promotions) × rate). */
export function feeOf(base: number, sellFeeRate: string): number {
  return Number(floorDiv(BigInt(base) * BigInt(rateHundredths(sellFeeRate)), 10000n));
}

/**
 * The line's amounts when `qty` of its ordQty units are kept. A promotion's discount is borne like a coupon: the
 * seller's is its burden (supplyBurdenAmt, the fee is on sales less it), the mall's is the mall's (lfBurdenAmt).
 * seCpnAmt stays the seller's coupons alone (a part of supplyBurdenAmt).
 */
export function amountsAt(line: LineMoney, qty: number): LineAmounts {
  const q = line.ordQty;
  const coupon = share(line.couponAmt, qty, q);
  const prom = share(line.promDcAmt, qty, q);
  const saleAmt = share(line.ordAmt, qty, q);
  const sellerCoupon = line.couponBearer === 'SELLER' ? coupon : 0;
  const supplyBurdenAmt = sellerCoupon + (line.promBearer === 'SELLER' ? prom : 0);
  return {
    saleAmt,
    feeAmt: feeOf(saleAmt - supplyBurdenAmt, line.sellFeeRate),
    supplyBurdenAmt,
    seCpnAmt: sellerCoupon,
    egmAmt: share(line.egmAmt, qty, q),
    lfBurdenAmt: share(line.gradeDiscountAmt, qty, q) + (line.couponBearer === 'MALL' ? coupon : 0) + (line.promBearer === 'MALL' ? prom : 0),
    vatSaleAmt: share(line.realOrdAmt, qty, q),
  };
}

/** What a refund from `fromQty` kept units down to `toQty` takes back: amounts at toQty − amounts at fromQty (≤ 0). */
export function refundAmounts(line: LineMoney, fromQty: number, toQty: number): LineAmounts {
  const before = amountsAt(line, fromQty);
  const after = amountsAt(line, toQty);
  const out = { ...after };
  for (const k of AMOUNT_KEYS) out[k] = after[k] - before[k];
  return out;
}

/** The row total: sales − fee − the seller's burden + delivery + extra delivery + adjustment + hold/release. */
export function rowTotal(r: {
  saleAmt: number;
  feeAmt: number;
  supplyBurdenAmt: number;
  deliveryAmt: number;
  extraDeliveryAmt: number;
  calcFee: number;
  holdAmt: number;
}): number {
  return r.saleAmt - r.feeAmt - r.supplyBurdenAmt + r.deliveryAmt + r.extraDeliveryAmt + r.calcFee + r.holdAmt;
}

/** A numeric(12,4) rate as ten-thousandths ('1385.5' → 13855000n). */
function rateTenThousandths(rate: string): bigint {
  const [whole = '0', frac = ''] = rate.trim().split('.');
  return BigInt(whole) * 10000n + BigInt(frac.padEnd(4, '0').slice(0, 4));
}

/** Won → USD cents at `rate` (KRW per USD), rounded half away from zero, so a refund mirrors its sale. */
export function wonToUsdCents(won: number, rate: string): bigint {
  const den = rateTenThousandths(rate);
  const num = BigInt(won) * 1_000_000n; // won × 100 cents × 10^4 (the rate's scale)
  const abs = num < 0n ? -num : num;
  const rounded = (abs * 2n + den) / (den * 2n);
  return num < 0n ? -rounded : rounded;
}

/** Cents as a numeric(14,2) string ('-1234' → '-12.34'). */
export function centsToUsd(cents: bigint): string {
  const abs = cents < 0n ? -cents : cents;
  const s = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return cents < 0n ? `-${s}` : s;
}
