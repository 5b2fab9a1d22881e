import { z } from 'zod';

/** Person-name limits (spec access §5): weighted length 20, at most 10 characters typed. */
export const NAME_LIMITS = { weightedMax: 20, inputMax: 10 } as const;

export const NAME_MESSAGES = {
  required: 'name.msg.required',
  letters: 'name.msg.letters',
  length: 'name.msg.length',
} as const;

/**
 * Korean syllables (가-힣), English letters and spaces. Lone jamo (ㄱ, ㅏ) are not letters of a name; they
 * only appear mid-composition, so a form validates on blur or submit, not on every keystroke.
 */
const NAME_LETTERS = /^[A-Za-z가-힣 ]+$/;

/**
 * The weight is the UTF-8 byte count: 1 for an English letter or space, 3 for a Korean syllable. It gives
 * exactly the spec's "English counts 1, Korean about 6 characters max" in a budget of 20 (6 × 3 = 18, a 7th
 * makes 21) and keeps a name inside a 20-byte column. Mixed names add up: `김 John` weighs 3 + 1 + 4 = 8.
 */
export function weightedLength(value: string): number {
  let n = 0;
  for (const ch of value) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** Only Korean or English letters and spaces, with at least one letter (trimmed first). */
export const hasOnlyNameLetters = (value: string): boolean => NAME_LETTERS.test(value.trim());

/** Representative, manager, CS, settlement and MD names: letters rule, typed max 10, weighted max 20. */
export function isValidPersonName(value: string): boolean {
  const v = value.trim();
  return hasOnlyNameLetters(v) && v.length <= NAME_LIMITS.inputMax && weightedLength(v) <= NAME_LIMITS.weightedMax;
}

/** A department takes the letters rule only (spec §5): no length rule, and it may be left empty. */
export const isValidDepartmentName = (value: string): boolean => value.trim() === '' || hasOnlyNameLetters(value);

export const ZPersonName = z
  .string({ error: NAME_MESSAGES.required })
  .trim()
  .min(1, { error: NAME_MESSAGES.required, abort: true })
  .regex(NAME_LETTERS, { error: NAME_MESSAGES.letters, abort: true })
  .max(NAME_LIMITS.inputMax, { error: NAME_MESSAGES.length, abort: true })
  .refine((v) => weightedLength(v) <= NAME_LIMITS.weightedMax, { error: NAME_MESSAGES.length });

export const ZDepartmentName = z
  .string({ error: NAME_MESSAGES.letters })
  .trim()
  .refine((v) => v === '' || NAME_LETTERS.test(v), { error: NAME_MESSAGES.letters });
