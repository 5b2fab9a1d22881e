import { z } from 'zod';

/** Business registration number limits (spec access §5, §9). */
export const BUSINESS_NUMBER_LIMITS = { length: 10, intlMax: 40 } as const;

/** International applications send an empty business number as this placeholder (spec access §3). */
export const INTL_EMPTY_BUSINESS_NUMBER = 'XXXX';

export const BUSINESS_NUMBER_MESSAGES = {
  length: 'bizNo.msg.length',
  invalid: 'bizNo.msg.invalid',
  intl: 'bizNo.msg.intl',
} as const;

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * The National Tax Service check digit: digits 1-9 times 1,3,7,1,3,7,1,3,5, plus the tens of
 * digit 9 × 5 (its product is two digits and only the carry is added again), and the 10th digit makes
 * the total a multiple of ten. Only exactly 10 ASCII digits qualify; strip dashes before asking.
 */
export function isValidBusinessNumber(value: string): boolean {
  if (!/^[0-9]{10}$/.test(value)) return false;
  const d = Array.from(value, Number);
  let sum = WEIGHTS.reduce<number>((acc, w, i) => acc + (d[i] ?? 0) * w, 0);
  sum += Math.floor(((d[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** Display form 3-2-5 (`124-81-00998`); anything but 10 digits is returned unchanged. */
export function formatBusinessNumber(value: string): string {
  if (!/^[0-9]{10}$/.test(value)) return value;
  return `${value.slice(0, 3)}-${value.slice(3, 5)}-${value.slice(5)}`;
}

/** What a screen shows: the display form, or a dash for an overseas seller stored without a number (XXXX). */
export function businessNumberText(value: string): string {
  return value === INTL_EMPTY_BUSINESS_NUMBER ? '—' : formatBusinessNumber(value);
}

/** Domestic: required, 10 digits, valid check digit. The look-up that it is not yet registered is the server's. */
export const ZBusinessNumber = z
  .string({ error: BUSINESS_NUMBER_MESSAGES.length })
  .trim()
  .regex(/^[0-9]{10}$/, { error: BUSINESS_NUMBER_MESSAGES.length, abort: true })
  .refine(isValidBusinessNumber, { error: BUSINESS_NUMBER_MESSAGES.invalid });

/** International: optional, digits only, max 40; the empty placeholder reads as empty. */
export const ZIntlBusinessNumber = z
  .string({ error: BUSINESS_NUMBER_MESSAGES.intl })
  .trim()
  .transform((v) => (v === INTL_EMPTY_BUSINESS_NUMBER ? '' : v))
  .pipe(
    z
      .string()
      .max(BUSINESS_NUMBER_LIMITS.intlMax, { error: BUSINESS_NUMBER_MESSAGES.intl })
      .regex(/^[0-9]*$/, { error: BUSINESS_NUMBER_MESSAGES.intl }),
  );

/** The value international applications send: the number, or the placeholder when there is none. */
export const toIntlBusinessNumberPayload = (value: string): string => value.trim() || INTL_EMPTY_BUSINESS_NUMBER;
