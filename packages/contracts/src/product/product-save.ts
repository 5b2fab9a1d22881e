import { z } from 'zod';
import { ZYn } from '../common/replies.ts';
import { withFormRules, type RawForm } from '../form/form-rules.ts';
import { checkOptions } from './option-rules.ts';
import { checkOrderQuantity } from './order-rules.ts';
import { checkPrices } from './price-rules.ts';
import {
  GI_OPTIONS,
  kcNeedsNumber,
  ZDeliveryMethod,
  ZGiOptnCd,
  ZImportationGb,
  ZItemkindCd,
  ZKcGb,
  ZOptionType,
  ZOptnStpMthdCd,
  ZProdSexGb,
  ZSeasonCd,
  ZVatCd,
} from './product-codes.ts';
import {
  CONFIRM_NO_FIELDS,
  confirmNoFields,
  noticeItemFields,
  optionalField,
  PRODUCT_LIMITS as L,
  requiredField,
  ZGiDd,
  ZGiHr,
  ZLtDcnt,
  ZOptionRowInput,
  ZOrderQty,
  ZPrice,
  ZRate,
  ZSupplyProdCd,
} from './product-fields.ts';
import { ZProductImages, ZRegisterProductImages } from './product-image.ts';
import { ZNiTypeCd } from './notice-types.ts';

/** Every field of the product form but the prices, which an existing product changes only through a confirmed price change. */
const productFields = {
  // Basics
  supplyProdCd: ZSupplyProdCd,
  prodNm: requiredField(L.prodNmMax, 'product.msg.prodNm'),
  brandCd: requiredField(L.codeMax, 'product.msg.brandCd'),
  standardCategoryId: requiredField(L.codeMax, 'product.msg.standardCategoryId'),
  seasonCd: ZSeasonCd,
  itemkindCd: ZItemkindCd,
  prodSexGb: ZProdSexGb,
  modelCd: optionalField(L.modelMax, 'product.msg.modelCd'),
  modelNm: optionalField(L.modelMax, 'product.msg.modelNm'),
  makeNm: requiredField(L.makeNmMax, 'product.msg.makeNm'),
  /** Country of origin, ISO 3166 alpha-2 (the countries list of code group U200). */
  nativeCd: z
    .string({ error: 'product.msg.nativeCd' })
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'product.msg.nativeCd' }),
  importationGb: ZImportationGb,
  luxuryYn: z._default(ZYn, 'N'),
  vatCd: ZVatCd.default('01'),
  pointRate: ZRate.default(0),
  // Options
  optionType: ZOptionType,
  optnStpMthdCd: ZOptnStpMthdCd.default('01'),
  optionNm1: optionalField(25, 'product.msg.optionNm'),
  optionNm2: optionalField(25, 'product.msg.optionNm'),
  options: z.array(ZOptionRowInput, { error: 'product.msg.optionRows' }),
  // Delivery: no dlcstPlcyCd means the brand's fees.
  deliveryLocCd: requiredField(L.codeMax, 'product.msg.deliveryLocCd'),
  dlcstPlcyCd: z.string({ error: 'product.msg.dlcstPlcyCd' }).trim().max(L.codeMax, { error: 'product.msg.dlcstPlcyCd' }).nullable().default(null),
  deliveryMethod: ZDeliveryMethod.default('01'),
  codYn: z._default(ZYn, 'N'),
  giDd: ZGiDd,
  giHr: ZGiHr.nullable().default(null),
  giOptnCd: ZGiOptnCd.default('00'),
  ltDcnt: ZLtDcnt,
  // Images, description, notice, certification
  images: ZProductImages,
  /** Rich text (HTML); the server sanitises it before saving. */
  prodDesc: requiredField(L.prodDescMax, 'product.msg.prodDesc'),
  niTypeCd: ZNiTypeCd,
  ...noticeItemFields,
  kcGb: ZKcGb.default('00'),
  ...confirmNoFields,
  // Sale conditions
  giftWrapYn: z._default(ZYn, 'N'),
  minorBuyYn: z._default(ZYn, 'Y'),
  minOrdQty: ZOrderQty.default(1),
  maxOrdQty: ZOrderQty.nullable().default(null),
  grntSrvcGoodsYn: z._default(ZYn, 'N'),
  reserveYn: z._default(ZYn, 'N'),
};

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

// The rules across fields read the raw request (withFormRules): each waits until the fields it compares are valid.
const ZOptionPart = z.object({
  optionType: ZOptionType,
  optionNm1: productFields.optionNm1,
  optionNm2: productFields.optionNm2,
  options: productFields.options,
});

function checkSaleRules(v: RawForm, ctx: z.RefinementCtx, prodPrice: number | null) {
  const options = ZOptionPart.safeParse(v);
  if (options.success) for (const x of checkOptions({ ...options.data, prodPrice })) issue(ctx, x.path, x.messageKey);
  const min = v.minOrdQty === undefined ? 1 : num(v.minOrdQty);
  const max = v.maxOrdQty === undefined || v.maxOrdQty === null ? null : num(v.maxOrdQty);
  if (min !== null && (max !== null || v.maxOrdQty == null))
    for (const x of checkOrderQuantity({ minOrdQty: min, maxOrdQty: max })) if (x.messageKey === 'product.msg.minOverMax') issue(ctx, [x.field], x.messageKey);
  const kc = ZKcGb.safeParse(v.kcGb ?? '00');
  const numbers = CONFIRM_NO_FIELDS.map((f) => (typeof v[f] === 'string' ? v[f].trim() : ''));
  if (kc.success && kcNeedsNumber(kc.data) && numbers[0] === '') issue(ctx, ['confirmNo1'], 'product.msg.confirmNoRequired');
  if (kc.success && !kcNeedsNumber(kc.data))
    numbers.forEach((n, i) => n !== '' && issue(ctx, [CONFIRM_NO_FIELDS[i] ?? 'confirmNo1'], 'product.msg.confirmNoUnused'));
  checkDispatch(v, ctx);
}

/** Same-day dispatch needs a cut-off hour and dispatch day 0; past 15 days only a reservation sale; the lead time covers the dispatch. */
function checkDispatch(v: RawForm, ctx: z.RefinementCtx) {
  const giDd = num(v.giDd);
  const ltDcnt = num(v.ltDcnt);
  if (v.giOptnCd === GI_OPTIONS.sameDay) {
    if (num(v.giHr) === null) issue(ctx, ['giHr'], 'product.msg.giHrRequired');
    if (giDd !== null && giDd !== 0) issue(ctx, ['giDd'], 'product.msg.sameDayGiDd');
  }
  if (giDd !== null && giDd > L.giDdMax && v.reserveYn !== 'Y') issue(ctx, ['giDd'], 'product.msg.giDdReserve');
  if (giDd !== null && ltDcnt !== null && Number.isInteger(giDd) && Number.isInteger(ltDcnt) && ltDcnt < giDd)
    issue(ctx, ['ltDcnt'], 'product.msg.ltDcntBeforeGiDd');
}

/** Registering a product (productSupplyForm): every field of spec §3 the seller types, every rule of §5. */
export const ZRegisterProductRequest = withFormRules(
  z.object({ ...productFields, images: ZRegisterProductImages, listPrice: ZPrice, prodPrice: ZPrice }),
  (v, ctx) => {
    const listPrice = ZPrice.safeParse(v.listPrice);
    const prodPrice = ZPrice.safeParse(v.prodPrice);
    if (listPrice.success && prodPrice.success)
      for (const x of checkPrices({ listPrice: listPrice.data, prodPrice: prodPrice.data })) issue(ctx, [x.field], x.messageKey);
    checkSaleRules(v, ctx, prodPrice.success ? prodPrice.data : null);
  },
);
export type TRegisterProductRequest = z.infer<typeof ZRegisterProductRequest>;

/**
 * Updating a product (productUpdateForm/:prodCd): the same fields. Prices may be left out (unchanged); what
 * a status allows to change is the server's rule (product-editing.ts). An existing combination names its
 * prodOptionCd and the version it was read at; version is the product's version as the form read it, so a
 * save over someone else's newer save is refused.
 */
export const ZUpdateProductRequest = withFormRules(
  z.object({
    ...productFields,
    listPrice: ZPrice.optional(),
    prodPrice: ZPrice.optional(),
    options: z.array(
      ZOptionRowInput.extend({
        prodOptionCd: z.string().trim().max(L.codeMax).nullable().default(null),
        version: z
          .number({ error: 'product.msg.version' })
          .int({ error: 'product.msg.version' })
          .min(1, { error: 'product.msg.version' })
          .nullable()
          .default(null),
      }),
      { error: 'product.msg.optionRows' },
    ),
    version: z.number({ error: 'product.msg.version' }).int({ error: 'product.msg.version' }).min(1, { error: 'product.msg.version' }),
  }),
  (v, ctx) => {
    const listPrice = ZPrice.safeParse(v.listPrice);
    const prodPrice = ZPrice.safeParse(v.prodPrice);
    if (listPrice.success && prodPrice.success)
      for (const x of checkPrices({ listPrice: listPrice.data, prodPrice: prodPrice.data })) issue(ctx, [x.field], x.messageKey);
    if ((v.listPrice === undefined) !== (v.prodPrice === undefined))
      issue(ctx, [v.listPrice === undefined ? 'listPrice' : 'prodPrice'], 'product.msg.pricesTogether');
    // The extra charges' bounds need the selling price, which may be the stored one: the server checks them.
    checkSaleRules(v, ctx, null);
  },
);
export type TUpdateProductRequest = z.infer<typeof ZUpdateProductRequest>;
export const ZUpdateProductReply = z.object({ prodCd: z.string(), prodStsCd: z.string(), version: z.number().int() });

export const ZProductParams = z.object({ prodCd: z.string().trim().min(1).max(L.codeMax) });
export const ZRegisterProductReply = z.object({ prodCd: z.string(), prodStsCd: z.string() });
