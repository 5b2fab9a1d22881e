import type { TMallCatalogItem, TMallOrderLine, TMallPlaceOrderRequest, TPayKindCd } from '@po/contracts';
import type { Random } from '@/seed/seeded-random.ts';
import { buyerProfileOf } from './mall-sim-buyers.ts';

// The mall simulator's orders (pure: a seeded random in, request bodies out), shared by `npm run mall:simulate`
// (over HTTP), the demo seed (in-process) and benches. Everything a storefront would decide is here: how many
// lines and of which sellers, quantities, discounts and who bears them, the delivery fee, the buyer.

const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오'];
const GIVEN = ['민준', '서연', '도윤', '하은', '시우', '지우', '서준', '수아', '예준', '지아', '주원', '하린', '유진', '지호'];
const ADDRESSES = [
  { zip: '06236', fix: '서울특별시 강남구 테헤란로 152' },
  { zip: '04524', fix: '서울특별시 중구 세종대로 110' },
  { zip: '13529', fix: '경기도 성남시 분당구 판교역로 166' },
  { zip: '48058', fix: '부산광역시 해운대구 센텀중앙로 79' },
  { zip: '34126', fix: '대전광역시 유성구 대학로 99' },
  { zip: '61475', fix: '광주광역시 동구 금남로 245' },
  { zip: '63122', fix: '제주특별자치도 제주시 문연로 6' },
];
const MEMOS = ['', '', '문 앞에 놓아 주세요.', '부재 시 경비실에 맡겨 주세요.', '배송 전 연락 부탁드립니다.', '택배함에 넣어 주세요.'];
const COUPONS = [
  { no: 'CP-WELCOME10', nm: '신규 회원 10% 할인' },
  { no: 'CP-SEASON15', nm: '시즌오프 15% 할인' },
  { no: 'CP-BRAND5', nm: '브랜드 위크 5% 할인' },
];
const PAY_KINDS: readonly TPayKindCd[] = ['CARD', 'CARD', 'CARD', 'CARD', 'EASY', 'EASY', 'TRANSFER', 'VBANK', 'PHONE'];
/** A seller's lines of one order ship free from this amount; below it the mall charges 3,000 won. */
export const FREE_DELIVERY_FROM = 50_000;
export const DELIVERY_FEE = 3_000;

/** What the simulator knows of an orderable option: the catalog feed's row, with stock it keeps count of. */
export type SimOption = TMallCatalogItem;

/** Won rounded down to 10 (the mall's discounts are whole tens). */
const tens = (n: number) => Math.floor(n / 10) * 10;
const mobile = (r: Random) => `010${String(r.int(1000, 9999))}${String(r.int(1000, 9999))}`;
/** Imports the buyer receives from abroad (parallel and agency imports) go through personal customs clearance. */
const needsCustomsCode = (o: SimOption) => o.importationGb === '03' || o.importationGb === '04';

/**
 * The options of one order: 1-3 lines, mostly of one seller and sometimes of another too (the mall's order spans
 * sellers), each option at most once and never taking a stock below `keepStock` (the caller's counts).
 */
export function pickOrderOptions(r: Random, opts: { bySeller: Map<string, SimOption[]>; seller?: string; keepStock?: number }) {
  const keep = opts.keepStock ?? 0;
  const sellers = [...opts.bySeller.keys()].filter((s) => opts.bySeller.get(s)!.some((o) => o.stockQty > keep));
  const first = opts.seller && sellers.includes(opts.seller) ? opts.seller : sellers.length > 0 ? r.pick(sellers) : undefined;
  if (!first) return [];
  const lineCount = r.chance(0.62) ? 1 : r.chance(0.7) ? 2 : 3;
  const picked: { option: SimOption; qty: number }[] = [];
  for (let i = 0; i < lineCount; i++) {
    const seller = i > 0 && sellers.length > 1 && r.chance(0.3) ? r.pick(sellers) : first;
    const free = opts.bySeller.get(seller)!.filter((o) => o.stockQty > keep && !picked.some((p) => p.option.prodOptionCd === o.prodOptionCd));
    if (free.length === 0) continue;
    const option = r.pick(free);
    const wanted = r.chance(0.78) ? 1 : r.chance(0.8) ? 2 : 3;
    picked.push({ option, qty: Math.min(wanted, option.stockQty - keep) });
  }
  return picked;
}

/** One line's discounts: the buyer's grade, sometimes a coupon (the mall's or the seller's), points, e-gift mileage. */
function discountsOf(
  r: Random,
  amount: number,
): Pick<TMallOrderLine, 'gradeDiscountAmt' | 'couponAmt' | 'couponBearer' | 'pointAmt' | 'egmAmt'> & {
  coupon?: (typeof COUPONS)[number];
} {
  const gradeDiscountAmt = r.chance(0.4) ? tens(amount * r.pick([0.01, 0.02, 0.03, 0.05])) : 0;
  const coupon = r.chance(0.3) ? r.pick(COUPONS) : undefined;
  const couponAmt = coupon ? tens(amount * (Number(coupon.no.replace(/\D/g, '')) / 100)) : 0;
  const left = amount - gradeDiscountAmt - couponAmt;
  const pointAmt = r.chance(0.2) ? Math.min(left, tens(r.int(500, 5_000))) : 0;
  const egmAmt = r.chance(0.1) ? Math.min(left - pointAmt, tens(r.int(1_000, 10_000))) : 0;
  return { gradeDiscountAmt, couponAmt, couponBearer: coupon && r.chance(0.35) ? 'SELLER' : 'MALL', pointAmt, egmAmt, ...(coupon ? { coupon } : {}) };
}

/**
 * A paid order as the storefront sends it: the buyer and recipient, the lines with discounts, a delivery fee on
 * the first line of each seller whose lines come to less than FREE_DELIVERY_FROM, and the buyer's customs code
 * when an import is in it, the buyer's age band and sex (mall-sim-buyers.ts). Paid a few minutes after ordering (a virtual account up to a few hours).
 */
export function buildOrder(r: Random, opts: { ordNo: string; orderedAt: Date; picked: { option: SimOption; qty: number }[] }): TMallPlaceOrderRequest {
  const buyerNm = r.pick(SURNAMES) + r.pick(GIVEN);
  const sameRecipient = r.chance(0.8);
  const address = r.pick(ADDRESSES);
  const payKindCd = r.pick(PAY_KINDS);
  const payDelayMin = payKindCd === 'VBANK' ? r.int(10, 240) : r.int(0, 3);
  const subtotal = new Map<string, number>();
  for (const p of opts.picked) subtotal.set(p.option.supplyEntrCd, (subtotal.get(p.option.supplyEntrCd) ?? 0) + p.option.price * p.qty);
  const charged = new Set<string>();
  const lines = opts.picked.map((p, i): TMallOrderLine => {
    const { coupon, ...discounts } = discountsOf(r, p.option.price * p.qty);
    const seller = p.option.supplyEntrCd;
    const fee = !charged.has(seller) && (subtotal.get(seller) ?? 0) < FREE_DELIVERY_FROM ? DELIVERY_FEE : 0;
    charged.add(seller);
    return {
      ordDtlSq: i + 1,
      prodOptionCd: p.option.prodOptionCd,
      ordQty: p.qty,
      ...discounts,
      deliveryFee: fee,
      ...(coupon ? { couponNo: coupon.no, couponNm: coupon.nm } : {}),
    };
  });
  const buyerMobile = mobile(r);
  return {
    ordNo: opts.ordNo,
    ordDt: opts.orderedAt.toISOString(),
    payDt: new Date(opts.orderedAt.getTime() + payDelayMin * 60_000).toISOString(),
    payKindCd,
    openMarketYn: r.chance(0.1) ? 'Y' : 'N',
    buyerNm,
    buyerMobile,
    rcpNm: sameRecipient ? buyerNm : r.pick(SURNAMES) + r.pick(GIVEN),
    rcpZip: address.zip,
    fixAddr: address.fix,
    dtlAddr: `${r.int(1, 30)}층 ${r.int(101, 2405)}호`,
    rcpMobile: sameRecipient ? buyerMobile : mobile(r),
    ordMemo: r.pick(MEMOS),
    ...buyerProfileOf(opts.ordNo),
    ...(opts.picked.some((p) => needsCustomsCode(p.option)) ? { puniPassNo: `P${String(r.int(100000, 999999))}${String(r.int(100000, 999999))}` } : {}),
    lines,
  };
}

/** Takes an order's quantities off the simulator's stock counts (it orders again from what it believes is left). */
export function takeStock(picked: { option: SimOption; qty: number }[]): void {
  for (const p of picked) p.option.stockQty -= p.qty;
}

/** The catalog feed grouped by seller, in feed order. */
export function groupBySeller(options: SimOption[]): Map<string, SimOption[]> {
  const by = new Map<string, SimOption[]>();
  for (const o of options) {
    const list = by.get(o.supplyEntrCd) ?? [];
    list.push(o);
    by.set(o.supplyEntrCd, list);
  }
  return by;
}

/** A mall order number: a prefix, the order's day (yyMMdd) and a serial, 8-20 upper-case letters and digits. */
export function simOrdNo(prefix: string, at: Date, serial: number): string {
  const day = at.toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${day}${String(serial).padStart(6, '0')}`.slice(0, 20);
}
