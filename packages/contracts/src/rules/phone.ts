import { z } from 'zod';

/** Phone limits of spec access §5 and §9. */
export const PHONE_LIMITS = { partMax: 4, middleMin: 3, lastLength: 4, intlMin: 9, intlMax: 28 } as const;

/** i18n keys; the prefix key is not `step2.msg.msg4`, which asks to pick a phone before sending a code. */
export const PHONE_MESSAGES = {
  prefix: 'phone.msg.prefix',
  middle: 'phone.msg.middle',
  last: 'phone.msg.last',
  intl: 'phone.msg.intl',
} as const;

/**
 * What a number-only input keeps: ASCII digits. Full-width digits (a Korean IME in full-width mode types
 * them) become ASCII first; Hangul, jamo and everything else are dropped.
 */
export function stripNonDigits(value: string): string {
  return value.replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xff10 + 48)).replace(/[^0-9]/g, '');
}

/**
 * Display form (spec §9): 11 digits split 3-4-4, 10 digits 3-3-4. Any other length is returned as plain
 * digits rather than guessed at. Seoul's two-digit 02 area code is not special-cased, as in the original.
 */
export function formatPhone(value: string): string {
  const d = stripNonDigits(value);
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return d;
}

const digits = (key: string, min: number, max: number) =>
  z
    .string({ error: key })
    .trim()
    .min(min, { error: key, abort: true })
    .max(max, { error: key, abort: true })
    .regex(/^[0-9]+$/, { error: key });

/** First part: a code picked from the G095/G098 list; the server also checks it against that list. */
export const ZPhonePrefix = digits(PHONE_MESSAGES.prefix, 1, PHONE_LIMITS.partMax);
export const ZPhoneMiddle = digits(PHONE_MESSAGES.middle, PHONE_LIMITS.middleMin, PHONE_LIMITS.partMax);
export const ZPhoneLast = digits(PHONE_MESSAGES.last, PHONE_LIMITS.lastLength, PHONE_LIMITS.lastLength);

/** A domestic phone in three parts, as every form and call of the spec carries it. */
export const ZPhoneParts = z.object({ phone1: ZPhonePrefix, phone2: ZPhoneMiddle, phone3: ZPhoneLast });
export type TPhoneParts = z.infer<typeof ZPhoneParts>;

/** `ZPhoneParts` whose first part must be one of the code list's values (server side, list loaded). */
export const phonePartsFromList = (prefixes: readonly string[]) =>
  ZPhoneParts.refine((p) => prefixes.includes(p.phone1), { error: PHONE_MESSAGES.prefix, path: ['phone1'] });

/**
 * An international phone: one field of 9 to 28 characters (spec §5). Digits only, because the field is
 * number-restricted and the number travels split into the phone1-3 parts.
 */
export const ZIntlPhone = digits(PHONE_MESSAGES.intl, PHONE_LIMITS.intlMin, PHONE_LIMITS.intlMax);

/** International applications send their single phone as phone1-3 split 4/4/rest (spec access §3). */
export function splitIntlPhone(phone: string): { phone1: string; phone2: string; phone3: string } {
  return { phone1: phone.slice(0, 4), phone2: phone.slice(4, 8), phone3: phone.slice(8) };
}

/** The three contacts' mobiles and phones (person in charge, CS, settlement) in three parts, as a domestic seller gives them. */
export const domesticContactPhonesShape = {
  chgHphone1: ZPhonePrefix,
  chgHphone2: ZPhoneMiddle,
  chgHphone3: ZPhoneLast,
  csOperatorPhone1: ZPhonePrefix,
  csOperatorPhone2: ZPhoneMiddle,
  csOperatorPhone3: ZPhoneLast,
  sacOperatorPhone1: ZPhonePrefix,
  sacOperatorPhone2: ZPhoneMiddle,
  sacOperatorPhone3: ZPhoneLast,
};

/** The same contacts' numbers as an overseas seller gives them: one international number each. */
export const intlContactPhonesShape = {
  chgHphone: ZIntlPhone,
  csOperatorPhone: ZIntlPhone,
  sacOperatorPhone: ZIntlPhone,
};
