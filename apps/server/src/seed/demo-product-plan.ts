import { NOTICE_ITEM_FIELDS, PROD_STATUSES, type TProdStsCd, type TRegisterProductRequest } from '@po/contracts';
import { NOTICE_ITEM_SETS } from '@/modules/product/reference/notice-item-sets.ts';
import { DEMO_STATUS_COUNTS, planHistory, type DemoMove } from './demo-product-history.ts';
import { DEMO_COLOURS, type DemoColour, type ImageShape } from './demo-product-images.ts';
import { CARE_TEXTS, kindOf, NOTICE_TYPE_OF, type CatalogBrand, type ProductKind, type ProductLine } from './demo-product-lines.ts';
import { planOptions } from './demo-product-options.ts';
import { categoryName, leavesUnder } from './demo-categories.ts';
import { seededRandom, type Random } from './seeded-random.ts';

/** A demo seller with the product menu, as its catalogue is planned: its brands, sites and fee policies. */
export interface DemoCatalogSeller {
  supplyEntrCd: string;
  brands: { brandCd: string; catalog: CatalogBrand }[];
  deliveryLocCds: string[];
  dlcstPlcyCds: string[];
}

/** One planned product: the registration body (as the form would send it), its status and its life so far. */
export interface DemoProductPlan {
  body: TRegisterProductRequest;
  status: TProdStsCd;
  rejectReason: string | null;
  regDt: Date;
  moves: DemoMove[];
  /** Its pictures, 1-3, as `<shape>:<colour>` (each seller stores one file per key). */
  imageKeys: string[];
}

const SHAPE_OF: Record<ProductKind, ImageShape> = { clothing: 'garment', bottoms: 'garment', shoes: 'shoe', bags: 'bag', accessories: 'hat' };
const COUNTRY_NAMES: Record<string, string> = {
  KR: '대한민국',
  CN: '중국',
  VN: '베트남',
  BD: '방글라데시',
  IT: '이탈리아',
  FI: '핀란드',
  SE: '스웨덴',
  NO: '노르웨이',
  DK: '덴마크',
  PT: '포르투갈',
};

/** A list price that looks like a shop's (129,000 or 39,900) and a selling price after a usual discount, in hundreds of won. */
function planPrices(r: Random, range: ProductLine['price']) {
  const k = r.int(range[0], range[1]);
  const listPrice = k >= 100 ? (Math.floor(k / 10) * 10 + 9) * 1000 : r.chance(0.5) ? k * 1000 - 100 : k * 1000;
  const discount = r.pick([0, 0, 0, 5, 10, 10, 15, 20, 20, 30, 40]);
  const prodPrice = Math.max(100, Math.floor((listPrice * (100 - discount)) / 100 / 100) * 100);
  return { listPrice, prodPrice: Math.min(prodPrice, listPrice) };
}

/** Each status the number of times DEMO_STATUS_COUNTS says, in a random order. */
const shuffledStatuses = (r: Random): TProdStsCd[] =>
  r.sample(
    PROD_STATUSES.flatMap((s) => Array.from({ length: DEMO_STATUS_COUNTS[s] }, () => s)),
    Infinity,
  );

/** The notice's items of the type, filled from what the product is. */
function noticeValues(
  niTypeCd: '01' | '02' | '03' | '04',
  v: Record<'material' | 'colours' | 'sizes' | 'maker' | 'country' | 'kind' | 'made' | 'care' | 'as', string>,
) {
  const values = Object.fromEntries(NOTICE_ITEM_FIELDS.map((f) => [f, ''])) as Record<(typeof NOTICE_ITEM_FIELDS)[number], string>;
  NOTICE_ITEM_SETS[niTypeCd].items.forEach(([name], i) => {
    const field = NOTICE_ITEM_FIELDS[i];
    if (!field) return;
    const rule: [RegExp, string][] = [
      [/소재/, v.material],
      [/색상/, v.colours],
      [/치수|크기/, v.sizes],
      [/제조자/, v.maker],
      [/제조국/, v.country],
      [/종류/, v.kind],
      [/제조연월/, v.made],
      [/세탁|주의/, v.care],
      [/품질보증/, '관련 법 및 소비자분쟁해결기준에 따름'],
      [/A\/S/, v.as],
    ];
    values[field] = rule.find(([re]) => re.test(name))?.[1] ?? '상품 상세 페이지 참조';
  });
  return values;
}

/**
 * About 300 products of one demo seller, the same on every run for the same seller and day: a seeded
 * random source per seller, dates counted back from `now` (the injected clock), products in registration
 * order (the oldest first, as the sequence hands out codes).
 */
export function planSellerProducts(seller: DemoCatalogSeller, now: Date): DemoProductPlan[] {
  const r = seededRandom(`demo-products:${seller.supplyEntrCd}`);
  const shares = seller.brands.flatMap((b) => Array.from({ length: b.catalog.share }, () => b));
  const lives = shuffledStatuses(r)
    .map((status) => ({ status, brand: r.pick(shares), ...planHistory(r, status, now) }))
    .sort((a, b) => a.regDt.getTime() - b.regDt.getTime());
  const serials = new Map<string, number>();

  return lives.map(({ status, brand, regDt, moves, rejectReason }): DemoProductPlan => {
    const c = brand.catalog;
    const lineOf = r.pick(c.lines);
    const categoryId = r.pick(leavesUnder(lineOf.categories));
    const kind = kindOf(categoryId);
    const month = regDt.getUTCMonth() + 1;
    const seasonCd = r.chance(0.15) ? 'AL' : month >= 3 && month <= 8 ? 'SS' : 'FW';
    const serial = (serials.get(c.prefix) ?? 0) + 1;
    serials.set(c.prefix, serial);
    const supplyProdCd = `${c.prefix}${String(regDt.getUTCFullYear()).slice(2)}${seasonCd}${String(serial).padStart(4, '0')}`;
    const { listPrice, prodPrice } = planPrices(r, lineOf.price);
    const sex = lineOf.sex === 'U' && kind !== 'accessories' && kind !== 'bags' ? r.pick(['M', 'F', 'U'] as const) : lineOf.sex;
    const opts = planOptions(r, { kind, sex, prodPrice, status, code: supplyProdCd });
    const material = r.pick(lineOf.materials);
    const leafNm = categoryName(categoryId);
    const prodNm = `${r.pick(lineOf.styles)} ${material} ${leafNm}`;
    const nativeCd = r.pick(c.countries);
    const sameDay = c.importationGb === '01' && r.chance(0.1);
    const giDd = sameDay ? 0 : c.importationGb === '04' ? r.int(5, 10) : r.int(1, 3);
    const sizes = [...new Set(opts.options.map((o) => (opts.optionNm1 === '사이즈' ? o.optionValue1 : o.optionValue2)).filter(Boolean))];
    const niTypeCd = NOTICE_TYPE_OF[kind];
    const extraColours = r.sample(
      DEMO_COLOURS.map((x) => x.nm).filter((x) => !opts.colours.includes(x)),
      3,
    );
    const pictureColours: DemoColour[] = [...opts.colours, ...extraColours].slice(0, r.int(1, 3));
    return {
      status,
      rejectReason,
      regDt,
      moves,
      imageKeys: pictureColours.map((x) => `${SHAPE_OF[kind]}:${x}`),
      body: {
        supplyProdCd,
        prodNm,
        brandCd: brand.brandCd,
        standardCategoryId: categoryId,
        seasonCd,
        itemkindCd: r.pick(['01', '01', '01', '01', '01', '02', '02', '03', '04'] as const),
        prodSexGb: sex,
        modelCd: supplyProdCd,
        modelNm: '',
        makeNm: c.makeNm,
        nativeCd,
        importationGb: c.importationGb,
        luxuryYn: 'N',
        vatCd: '01',
        pointRate: r.pick([0, 0, 1, 2]),
        listPrice,
        prodPrice,
        optionType: opts.optionType,
        optnStpMthdCd: '01',
        optionNm1: opts.optionNm1,
        optionNm2: opts.optionNm2,
        options: opts.options,
        deliveryLocCd: r.pick(seller.deliveryLocCds),
        dlcstPlcyCd: seller.dlcstPlcyCds.length > 0 && r.chance(0.6) ? r.pick(seller.dlcstPlcyCds) : null,
        deliveryMethod: '01',
        codYn: 'N',
        giDd,
        giHr: sameDay ? 14 : null,
        giOptnCd: sameDay ? '01' : '00',
        ltDcnt: giDd + r.int(2, 5),
        images: [],
        prodDesc: `<p><strong>${prodNm}</strong></p><p>${material} 소재로 만든 ${leafNm}입니다. ${r.pick(CARE_TEXTS)}.</p>`,
        niTypeCd,
        ...noticeValues(niTypeCd, {
          material: material.includes('%') ? material : `${material} (상세 혼용률은 케어라벨 참조)`,
          colours: opts.colours.join(', '),
          sizes: sizes.length > 0 ? sizes.join(', ') : 'FREE',
          maker: c.makeNm,
          country: COUNTRY_NAMES[nativeCd] ?? nativeCd,
          kind: leafNm,
          made: `${regDt.getUTCFullYear()}년 ${month}월`,
          care: r.pick(CARE_TEXTS),
          as: `${c.makeNm} 고객센터 1588-${String(1000 + (serial % 9000)).padStart(4, '0')}`,
        }),
        kcGb: '00',
        confirmNo1: '',
        confirmNo2: '',
        confirmNo3: '',
        confirmNo4: '',
        confirmNo5: '',
        giftWrapYn: kind === 'bags' || kind === 'accessories' ? 'Y' : 'N',
        minorBuyYn: 'Y',
        minOrdQty: 1,
        maxOrdQty: r.chance(0.2) ? 5 : null,
        grntSrvcGoodsYn: 'N',
        reserveYn: 'N',
      },
    };
  });
}
