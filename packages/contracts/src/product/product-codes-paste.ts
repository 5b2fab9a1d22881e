import { z } from 'zod';

/**
 * Pasted product codes (productSearchList, productOptionList): a seller pastes a column from Excel or a
 * line from a mail, so codes may be separated by new lines, commas, tabs or spaces. 1,000 codes fill a
 * screen's page size at most; more is refused rather than silently cut.
 */
export const PASTED_CODE_LIMITS = { maxCodes: 1000, maxChars: 30_000, codeMax: 20 } as const;

/** The distinct codes of a pasted text, in the order pasted, upper-cased (prodCd is P + digits). */
export function parsePastedCodes(text: string): string[] {
  const seen = new Set<string>();
  for (const piece of text.split(/[\s,;]+/u)) {
    const code = piece.trim().toUpperCase();
    if (code !== '') seen.add(code);
  }
  return [...seen];
}

/** The pasted text of a list filter: at most 1,000 distinct codes of at most 20 characters each. */
export const ZPastedCodes = z
  .string({ error: 'product.msg.prodCds' })
  .max(PASTED_CODE_LIMITS.maxChars, { error: 'product.msg.prodCdsMax' })
  .refine((t) => parsePastedCodes(t).length <= PASTED_CODE_LIMITS.maxCodes, { error: 'product.msg.prodCdsMax', abort: true })
  .refine((t) => parsePastedCodes(t).every((c) => c.length <= PASTED_CODE_LIMITS.codeMax), { error: 'product.msg.prodCds' });
