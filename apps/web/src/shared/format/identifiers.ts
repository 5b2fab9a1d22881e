import { businessNumberText, stripNonDigits } from '@po/contracts';
import { formatPhoneNumber } from '@po/contracts/rules/phone-format';

// Display wrappers over the shared rules: they accept empty values and leave unknown shapes as typed.

/** Business number 3-2-5: "1234567890" -> "123-45-67890"; XXXX (an overseas seller without one) -> a dash; other shapes as typed. */
export function formatBizNo(value: string | null | undefined): string {
  const d = stripNonDigits(value ?? '');
  return businessNumberText(d.length === 10 ? d : (value ?? ''));
}

/** Phone by the numbering plans (02-1588-1234, 010-8888-1212, +1 415 555 2671); see `formatPhoneNumber`. */
export const formatPhone = formatPhoneNumber;
