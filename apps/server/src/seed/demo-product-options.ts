import { extraChargeBounds, PROD_STATUS, type TProdStsCd } from '@po/contracts';
import { DEMO_COLOURS, type DemoColour } from './demo-product-images.ts';
import { SIZE_SETS, type ProductKind, type ProductLine } from './demo-product-lines.ts';
import type { Random } from './seeded-random.ts';

export interface DemoOption {
  optionValue1: string;
  optionValue2: string;
  stockQty: number;
  extraCharge: number;
  saleAbleYn: 'Y' | 'N';
  enterpriseOptionCd: string;
}

export interface DemoOptionSet {
  optionType: '0' | '1' | '2';
  optionNm1: string;
  optionNm2: string;
  options: DemoOption[];
  /** The colours the product comes in (its pictures' colours); one for a product without a colour axis. */
  colours: DemoColour[];
}

const COLOUR_NAMES = DEMO_COLOURS.map((c) => c.nm);

/** Stock of one combination: mostly 6-200, some sold-out-soon (1-5), some at 0. */
function stockOf(r: Random): number {
  const roll = r.next();
  if (roll < 0.1) return 0;
  if (roll < 0.25) return r.int(1, 5);
  return r.chance(0.7) ? r.int(6, 60) : r.int(61, 200);
}

/**
 * The axes of a product of this kind: clothing and shoes colour × size or size alone, bags and accessories a
 * colour or nothing. Stock follows the status: a sold-out product (60) has nothing sale-able left, a product
 * on sale (90) has at least one combination to sell; the others hold whatever the seller keeps.
 */
export function planOptions(r: Random, o: { kind: ProductKind; sex: ProductLine['sex']; prodPrice: number; status: TProdStsCd; code: string }): DemoOptionSet {
  const sizeKind = o.kind === 'clothing' || o.kind === 'bottoms' || o.kind === 'shoes' ? o.kind : null;
  const sized = sizeKind !== null;
  const roll = r.next();
  const optionType = sized ? (roll < 0.6 ? '2' : roll < 0.92 ? '1' : '0') : roll < 0.5 ? '1' : '0';
  const colours = r.sample(COLOUR_NAMES, optionType === '2' ? r.int(2, 3) : sized || optionType === '0' ? 1 : r.int(2, 4));
  const sizes: readonly string[] = sizeKind ? r.pick(SIZE_SETS[sizeKind][o.sex]) : [];

  let values: [string, string][];
  if (optionType === '0') values = [['', '']];
  else if (optionType === '2') values = colours.flatMap((c) => sizes.map((s): [string, string] => [c, s]));
  else values = sized ? sizes.map((s): [string, string] => [s, '']) : colours.map((c): [string, string] => [c, '']);

  // The largest size of some clothing costs a little more; always within the charge's bounds.
  const upcharge = sized && optionType !== '0' && r.chance(0.2) ? Math.min(r.pick([2000, 3000, 5000]), extraChargeBounds(o.prodPrice).max) : 0;
  const withCodes = r.chance(0.5);
  const options = values.map(([v1, v2], i): DemoOption => {
    const lastSize = sizes.length > 1 && (optionType === '2' ? v2 : v1) === sizes[sizes.length - 1];
    return {
      optionValue1: v1,
      optionValue2: v2,
      stockQty: stockOf(r),
      extraCharge: lastSize ? upcharge : 0,
      saleAbleYn: values.length > 2 && r.chance(0.04) ? 'N' : 'Y',
      enterpriseOptionCd: withCodes && optionType !== '0' ? `${o.code}-${String(i + 1).padStart(2, '0')}` : '',
    };
  });
  fitStockToStatus(r, options, o.status);
  return {
    optionType,
    optionNm1: optionType === '0' ? '' : optionType === '2' || !sized ? '색상' : '사이즈',
    optionNm2: optionType === '2' ? '사이즈' : '',
    options,
    colours,
  };
}

/** The stock rule made true of the demo rows: 60 has no sale-able stock, 90 has some. */
function fitStockToStatus(r: Random, options: DemoOption[], status: TProdStsCd) {
  if (status === PROD_STATUS.soldOut) {
    for (const opt of options) if (opt.saleAbleYn === 'Y') opt.stockQty = 0;
  } else if (status === PROD_STATUS.normal && !options.some((opt) => opt.saleAbleYn === 'Y' && opt.stockQty > 0)) {
    const first = options[0];
    if (first) Object.assign(first, { saleAbleYn: 'Y', stockQty: r.int(1, 40) });
  }
}
