import { stripNonDigits } from './phone.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Kept out of the contracts' index: its numbering plans (30 kB gzipped) load only where a number is shown.
 *
 * A phone number as people read it, by libphonenumber's numbering plans rather than by length:
 * Seoul's two-digit area code (02-1588-1234, 02-555-1234), other areas (031-…), 070, mobiles (010-…),
 * 8-digit representative numbers (1588-1234) and international numbers (+1 415 555 2671). A number of
 * digits without a leading 0 is an international one (overseas sites store it without the +). What no
 * plan knows is returned as typed, never guessed at.
 */
export function formatPhoneNumber(value: string | null | undefined): string {
  const raw = (value ?? '').trim();
  const digits = stripNonDigits(raw);
  if (digits === '') return raw;
  const domestic = parsePhoneNumberFromString(digits, 'KR');
  // A plan that drops or adds a digit (a leading 0) is not the number typed: keep it as typed.
  const national = domestic?.isValid() && stripNonDigits(domestic.formatNational()) === digits ? domestic.formatNational() : raw;
  if (!raw.startsWith('+') && digits.startsWith('0')) return national;
  const intl = parsePhoneNumberFromString(`+${digits}`);
  if (intl?.isValid()) return intl.country === 'KR' ? intl.formatNational() : intl.formatInternational();
  return national;
}
