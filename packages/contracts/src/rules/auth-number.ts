import { z } from 'zod';

/**
 * SMS authentication limits (spec access §4, §9): a 6-digit code valid for 3 minutes. Sends are budgeted per
 * phone and purpose (sign-in, sign-up, adding a phone), so an applicant who verified during sign-up can
 * still sign in; the phone's own cap across purposes stays against anyone flooding a number.
 */
export const AUTH_CODE = { length: 6, validitySeconds: 180, maxChecks: 5, maxSendsPerHour: 5, maxSendsPerPhonePerHour: 10 } as const;

/** The step2 message keys of spec access §5 for the SMS code. */
export const AUTH_NUMBER_MESSAGES = {
  requestFirst: 'step2.msg.msg1',
  empty: 'step2.msg.msg2',
  wrongLength: 'step2.msg.msg3',
  selectPhone: 'step2.msg.msg4',
  expired: 'step2.msg.msg6',
} as const;

const SIX_DIGITS = new RegExp(`^[0-9]{${AUTH_CODE.length}}$`);

/** The entered code; an empty field says "enter the code", anything else wrong says "6 digits". */
export const ZAuthNumber = z
  .string({ error: AUTH_NUMBER_MESSAGES.empty })
  .trim()
  .min(1, { error: AUTH_NUMBER_MESSAGES.empty, abort: true })
  .regex(SIX_DIGITS, { error: AUTH_NUMBER_MESSAGES.wrongLength });

/** The message key for a code that cannot be sent, or null when it can be (forms without zod). */
export function authNumberMessage(value: string): string | null {
  const v = value.trim();
  if (v === '') return AUTH_NUMBER_MESSAGES.empty;
  return SIX_DIGITS.test(v) ? null : AUTH_NUMBER_MESSAGES.wrongLength;
}
