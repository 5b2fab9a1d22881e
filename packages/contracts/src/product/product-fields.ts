import { z } from 'zod';
import { ZYn } from '../common/replies.ts';
import { OPTION_LIMITS } from './option-rules.ts';
import { ORDER_QTY_LIMITS, ORDER_QTY_MESSAGES } from './order-rules.ts';
import { isValidPrice, isValidRate, PRICE_LIMITS, PRICE_MESSAGES } from './price-rules.ts';
import { NOTICE_ITEM_FIELDS, NOTICE_LIMITS, type TNoticeItemField } from './notice-types.ts';

// The field schemas of the product form, one per kind of field, each refusing with its own key. The
// requests (product-save.ts) put them together and add the rules across fields.

export const PRODUCT_LIMITS = {
  supplyProdCdMax: 50,
  prodNmMax: 100,
  codeMax: 20,
  modelMax: 50,
  makeNmMax: 100,
  confirmNoMax: 30,
  prodDescMax: 200_000,
  /** Dispatch within 15 days of payment; a reservation sale may announce up to 90. */
  giDdMax: 15,
  reserveGiDdMax: 90,
  ltDcntMax: 120,
} as const;

const L = PRODUCT_LIMITS;

/** A required, trimmed text of at most `max` characters with one key for both failures. */
export const requiredField = (max: number, key: string) => z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: key });
/** An optional text ('' when left out) of at most `max` characters. */
export const optionalField = (max: number, key: string) => z.string({ error: key }).trim().max(max, { error: key }).default('');

/** The seller's own code: letters, digits and - _ . (it appears in Excel sheets and order exports). */
export const ZSupplyProdCd = requiredField(L.supplyProdCdMax, 'product.msg.supplyProdCd').regex(/^[A-Za-z0-9._-]+$/, {
  error: 'product.msg.supplyProdCdFormat',
});

export const ZPrice = z
  .number({ error: PRICE_MESSAGES.price })
  .refine((n) => Number.isInteger(n) && n >= PRICE_LIMITS.min, { error: PRICE_MESSAGES.price, abort: true })
  .refine((n) => n <= PRICE_LIMITS.max, { error: PRICE_MESSAGES.priceMax, abort: true })
  .refine(isValidPrice, { error: PRICE_MESSAGES.priceUnit });

export const ZRate = z.number({ error: PRICE_MESSAGES.rate }).refine(isValidRate, { error: PRICE_MESSAGES.rate });

const wholeNumber = (min: number, max: number, key: string) => z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key });

export const ZOrderQty = wholeNumber(ORDER_QTY_LIMITS.min, ORDER_QTY_LIMITS.max, ORDER_QTY_MESSAGES.qty);
export const ZGiDd = wholeNumber(0, L.reserveGiDdMax, 'product.msg.giDd');
export const ZGiHr = wholeNumber(0, 23, 'product.msg.giHr');
export const ZLtDcnt = wholeNumber(1, L.ltDcntMax, 'product.msg.ltDcnt');

/**
 * One combination of the options. Values are free text ('' on an unused axis); stock and extra charge are
 * checked as a set by checkOptions (the bounds depend on the price), so here they only need to be numbers.
 */
export const ZOptionRowInput = z.object({
  optionValue1: z.string({ error: 'product.msg.optionValue' }).trim().max(OPTION_LIMITS.valueMax, { error: 'product.msg.optionValue' }).default(''),
  optionValue2: z.string({ error: 'product.msg.optionValue' }).trim().max(OPTION_LIMITS.valueMax, { error: 'product.msg.optionValue' }).default(''),
  stockQty: z.number({ error: 'product.msg.stockQty' }),
  extraCharge: z.number({ error: 'product.msg.extraCharge' }).default(0),
  saleAbleYn: z._default(ZYn, 'Y'),
  /** The seller's own code of the combination (its SKU), unique within the product. */
  enterpriseOptionCd: optionalField(OPTION_LIMITS.codeMax, 'product.msg.enterpriseOptionCd'),
});
export type TOptionRowInput = z.infer<typeof ZOptionRowInput>;

/** niCd1 … niCd15, each optional text ('' when left out). */
export const noticeItemFields = Object.fromEntries(NOTICE_ITEM_FIELDS.map((f) => [f, optionalField(NOTICE_LIMITS.itemMax, 'product.msg.niCd')])) as Record<
  TNoticeItemField,
  ReturnType<typeof optionalField>
>;

/** confirmNo1 … confirmNo5: KC certificate numbers. */
export const CONFIRM_NO_FIELDS = ['confirmNo1', 'confirmNo2', 'confirmNo3', 'confirmNo4', 'confirmNo5'] as const;
export const confirmNoFields = Object.fromEntries(CONFIRM_NO_FIELDS.map((f) => [f, optionalField(L.confirmNoMax, 'product.msg.confirmNo')])) as Record<
  (typeof CONFIRM_NO_FIELDS)[number],
  ReturnType<typeof optionalField>
>;
