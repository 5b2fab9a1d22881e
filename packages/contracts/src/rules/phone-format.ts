import { stripNonDigits } from './phone.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Kept out of the contracts' index: its numbering plans (30 kB gzipped) load only where a number is shown.
 *
 * A phone number as people read it, by libphonenumber's numbering plans rather than by length:
 * Seoul's two-digit area code (02-1588-1234, 02-555-1234), other areas (031-…), 070, mobiles (010-…),
 * 8-digit representative numbers (1588-1234) and international numbers (+1 415 555 2671). A number of
 * digits without a leading 0 is an international one (a global seller's contacts store it without the +), and
 * so is one dialled with the international prefix 00 (an overseas shipping site's 0044 2079 460000). What no
 * plan knows is returned as typed, never guessed at.
 */
export function formatPhoneNumber(value: string | null | undefined): string {
  const raw = (value ?? '').trim();
  const digits = stripNonDigits(raw);
  if (digits === '') return raw;
  const domestic = parsePhoneNumberFromString(digits, 'KR');
  // A plan that drops or adds a digit (a leading 0) is not the number typed: keep it as typed.
  const national = domestic?.isValid() && stripNonDigits(domestic.formatNational()) === digits ? domestic.formatNational() : raw;
  const dialledAbroad = !raw.startsWith('+') && digits.startsWith('00');
  if (!raw.startsWith('+') && digits.startsWith('0') && !dialledAbroad) return national;
  const intlDigits = dialledAbroad ? digits.slice(2) : digits;
  const intl = parsePhoneNumberFromString(`+${intlDigits}`);
  if (!intl?.isValid()) return national;
  if (intl.country === 'KR') return intl.formatNational();
  // Some plans drop a national trunk 0 written after the country code (+49 030…): keep such a number as typed.
  const shown = intl.formatInternational();
  return stripNonDigits(shown) === intlDigits ? shown : national;
}
