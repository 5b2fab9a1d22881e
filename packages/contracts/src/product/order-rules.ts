/** Order-quantity limits per order: from 1 to 999 pieces; no maximum means as many as the stock allows. */
export const ORDER_QTY_LIMITS = { min: 1, max: 999 } as const;

export const ORDER_QTY_MESSAGES = { qty: 'product.msg.ordQty', minOverMax: 'product.msg.minOverMax' } as const;

/** min ≤ max when a maximum is set; both whole numbers within the limits. */
export function checkOrderQuantity(v: { minOrdQty: number; maxOrdQty: number | null }): { field: 'minOrdQty' | 'maxOrdQty'; messageKey: string }[] {
  const ok = (n: number) => Number.isInteger(n) && n >= ORDER_QTY_LIMITS.min && n <= ORDER_QTY_LIMITS.max;
  const out: { field: 'minOrdQty' | 'maxOrdQty'; messageKey: string }[] = [];
  if (!ok(v.minOrdQty)) out.push({ field: 'minOrdQty', messageKey: ORDER_QTY_MESSAGES.qty });
  if (v.maxOrdQty !== null && !ok(v.maxOrdQty)) out.push({ field: 'maxOrdQty', messageKey: ORDER_QTY_MESSAGES.qty });
  if (out.length === 0 && v.maxOrdQty !== null && v.minOrdQty > v.maxOrdQty) out.push({ field: 'maxOrdQty', messageKey: ORDER_QTY_MESSAGES.minOverMax });
  return out;
}
