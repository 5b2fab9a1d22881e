import { PROD_STATUS, type TProdStsCd } from './product-codes.ts';

/**
 * What a seller may change of a product in each status (docs/decisions.md "Product update"). Before
 * approval (awaiting 40, rejected 20) nothing has been sold, so everything is the seller's to change and a
 * rejected product's save sends it back to approval. Once approved (on sale 90, sold out 60, suspended
 * 70) buyers have seen its prices and orders name its combinations: prices and extra charges change only
 * through a price-change request, the brand (which decides the commission) stays, and a combination is
 * stopped (not for sale) rather than removed.
 */
export interface EditRule {
  prices: boolean;
  brand: boolean;
  removeOptions: boolean;
  /** The save sends the product back to the MD (rejected → awaiting). */
  resubmits: boolean;
}

const BEFORE_APPROVAL: EditRule = { prices: true, brand: true, removeOptions: true, resubmits: false };
const APPROVED: EditRule = { prices: false, brand: false, removeOptions: false, resubmits: false };

export function editRuleOf(status: TProdStsCd): EditRule {
  switch (status) {
    case PROD_STATUS.rejected:
      return { ...BEFORE_APPROVAL, resubmits: true };
    case PROD_STATUS.awaiting:
      return BEFORE_APPROVAL;
    case PROD_STATUS.soldOut:
    case PROD_STATUS.suspended:
    case PROD_STATUS.normal:
      return APPROVED;
    default: {
      const never: never = status;
      throw new Error(`unknown product status ${String(never)}`);
    }
  }
}

export const EDIT_MESSAGES = {
  priceChangeRequired: 'product.msg.priceChangeRequired',
  brandFixed: 'product.msg.brandFixed',
  optionRemoveRefused: 'product.msg.optionRemoveRefused',
} as const;

export interface EditViolation {
  field: string;
  messageKey: (typeof EDIT_MESSAGES)[keyof typeof EDIT_MESSAGES];
}

interface Stored {
  listPrice: number;
  prodPrice: number;
  brandCd: string;
  options: readonly { prodOptionCd: string; extraCharge: number }[];
}
interface Asked {
  listPrice?: number | undefined;
  prodPrice?: number | undefined;
  brandCd: string;
  options: readonly { prodOptionCd: string | null; extraCharge: number }[];
}

/**
 * The changes a save asks for that its status does not allow. Sending a price unchanged is no change (the
 * form may send back what it read); a new combination's extra charge is not a change of a price anyone saw.
 */
export function checkEdit(status: TProdStsCd, stored: Stored, asked: Asked): EditViolation[] {
  const rule = editRuleOf(status);
  const out: EditViolation[] = [];
  if (!rule.prices) {
    if (asked.listPrice !== undefined && asked.listPrice !== stored.listPrice) out.push({ field: 'listPrice', messageKey: EDIT_MESSAGES.priceChangeRequired });
    if (asked.prodPrice !== undefined && asked.prodPrice !== stored.prodPrice) out.push({ field: 'prodPrice', messageKey: EDIT_MESSAGES.priceChangeRequired });
    const charges = new Map(stored.options.map((o) => [o.prodOptionCd, o.extraCharge]));
    asked.options.forEach((o, i) => {
      const before = o.prodOptionCd === null ? undefined : charges.get(o.prodOptionCd);
      if (before !== undefined && before !== o.extraCharge) out.push({ field: `options.${i}.extraCharge`, messageKey: EDIT_MESSAGES.priceChangeRequired });
    });
  }
  if (!rule.brand && asked.brandCd !== stored.brandCd) out.push({ field: 'brandCd', messageKey: EDIT_MESSAGES.brandFixed });
  if (!rule.removeOptions) {
    const kept = new Set(asked.options.map((o) => o.prodOptionCd));
    if (stored.options.some((o) => !kept.has(o.prodOptionCd))) out.push({ field: 'options', messageKey: EDIT_MESSAGES.optionRemoveRefused });
  }
  return out;
}
