import { z } from 'zod';

/** What a rule across fields reads: the request as sent, before any field was parsed. */
export type RawForm = Record<string, unknown>;

/**
 * A form's schema: its fields, plus rules across fields that run even when a field failed. zod skips
 * an object's refinements once a field failed (for good after an `abort`), so a form showed its
 * cross-field messages (phone, return address, basis and contact name) only after the field messages
 * were fixed. Both sides of this intersection always run, so the form shows every message at once.
 * The rule reads the raw request: untrimmed, without defaults, possibly of the wrong type.
 */
export function withFormRules<T extends z.ZodType>(fields: T, rule: (v: RawForm, ctx: z.RefinementCtx) => void) {
  const rules = z
    .unknown()
    .superRefine((v, ctx) => {
      if (typeof v === 'object' && v !== null) rule(v as RawForm, ctx);
    })
    // The rules add no value of their own; the fields' output is the request.
    .transform(() => ({}));
  return z.intersection(fields, rules);
}

/** A raw field as trimmed text, or '' when it is missing or not text. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
