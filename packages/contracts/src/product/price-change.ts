import { z } from 'zod';
import { withFormRules } from '../form/form-rules.ts';
import { OPTION_LIMITS, OPTION_MESSAGES } from './option-rules.ts';
import { PRICE_CHANGE_LIMITS, checkPriceChangeShape } from './price-change-rules.ts';
import { ZPriceChangeType } from './product-codes.ts';
import { PRODUCT_LIMITS, ZPrice } from './product-fields.ts';

const issue = (ctx: z.RefinementCtx, path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

/** A new extra charge: whole won in steps of 10 (its bounds depend on the selling price: the rules check them). */
export const ZNewExtraCharge = z
  .number({ error: OPTION_MESSAGES.extraCharge })
  .int({ error: OPTION_MESSAGES.extraCharge })
  .min(-1_000_000_000, { error: OPTION_MESSAGES.extraChargeRange })
  .max(1_000_000_000, { error: OPTION_MESSAGES.extraChargeRange })
  .refine((n) => n % OPTION_LIMITS.unit === 0, { error: OPTION_MESSAGES.extraCharge });

export const ZPriceChangeOptionInput = z.object({
  prodOptionCd: z
    .string({ error: 'priceChange.msg.prodOptionCd' })
    .trim()
    .min(1, { error: 'priceChange.msg.prodOptionCd' })
    .max(PRODUCT_LIMITS.codeMax + 3, {
      error: 'priceChange.msg.prodOptionCd',
    }),
  newExtraCharge: ZNewExtraCharge,
});

/**
 * A seller's price-change request (productPriceChangeList): the product, the type (P prices, O extra charges,
 * A both), the new list and selling prices for P and A, the new extra charge of each combination it moves for
 * O and A. The rules across fields run on the raw request, so every message shows at once.
 */
export const ZPriceChangeRequest = withFormRules(
  z.object({
    prodCd: z.string({ error: 'priceChange.msg.prodCd' }).trim().min(1, { error: 'priceChange.msg.prodCd' }).max(PRODUCT_LIMITS.codeMax, {
      error: 'priceChange.msg.prodCd',
    }),
    changeType: ZPriceChangeType,
    newListPrice: ZPrice.optional(),
    newProdPrice: ZPrice.optional(),
    options: z
      .array(ZPriceChangeOptionInput, { error: 'priceChange.msg.options' })
      .max(PRICE_CHANGE_LIMITS.maxOptions, { error: 'product.msg.optionMaxRows' })
      .default([]),
  }),
  (v, ctx) => {
    const type = ZPriceChangeType.safeParse(v.changeType);
    if (!type.success) return;
    const list = ZPrice.safeParse(v.newListPrice);
    const sell = ZPrice.safeParse(v.newProdPrice);
    const rawOptions = Array.isArray(v.options) ? (v.options as unknown[]) : [];
    const options = rawOptions.map((o) => {
      const row = typeof o === 'object' && o !== null ? (o as Record<string, unknown>) : {};
      const charge = ZNewExtraCharge.safeParse(row.newExtraCharge);
      return { prodOptionCd: typeof row.prodOptionCd === 'string' ? row.prodOptionCd.trim() : '', newExtraCharge: charge.success ? charge.data : null };
    });
    const priceOf = (raw: unknown, parsed: { success: boolean; data?: number }) =>
      raw === undefined || raw === null ? undefined : parsed.success ? parsed.data : null;
    const shape = checkPriceChangeShape({
      changeType: type.data,
      newListPrice: priceOf(v.newListPrice, list),
      newProdPrice: priceOf(v.newProdPrice, sell),
      options,
    });
    for (const x of shape) issue(ctx, x.path, x.messageKey);
  },
);
export type TPriceChangeRequest = z.infer<typeof ZPriceChangeRequest>;

/** The seller's request named in a path: the product and its request number. */
export const ZPriceChangeParams = z.object({
  prodCd: z.string().trim().min(1).max(PRODUCT_LIMITS.codeMax),
  prodPriceSeq: z.coerce.number().int().min(1).max(2_147_483_647),
});
/** The operator names the seller too (its queue spans sellers). */
export const ZPriceChangeAdminParams = ZPriceChangeParams.extend({ supplyEntrCd: z.string().trim().min(1).max(20) });

/** The operator rejects with a reason the seller reads. */
export const ZPriceChangeRejectRequest = z.object({
  rejectReason: z
    .string({ error: 'priceChange.msg.rejectReason' })
    .trim()
    .min(1, { error: 'priceChange.msg.rejectReason', abort: true })
    .max(PRICE_CHANGE_LIMITS.rejectReasonMax, { error: 'priceChange.msg.rejectReasonLength' }),
});
export type TPriceChangeRejectRequest = z.infer<typeof ZPriceChangeRejectRequest>;
