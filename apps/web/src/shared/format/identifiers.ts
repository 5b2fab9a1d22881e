import { formatBusinessNumber, formatPhone as formatPhoneDigits, stripNonDigits } from '@po/contracts';

// Display wrappers over the shared rules: they accept empty values and leave unknown shapes as typed.

/** Business number 3-2-5: "1234567890" -> "123-45-67890"; other lengths are returned as typed. */
export function formatBizNo(value: string | null | undefined): string {
  const d = stripNonDigits(value ?? '');
  return d.length === 10 ? formatBusinessNumber(d) : (value ?? '');
}

/** Phone: 11 digits 3-4-4, 10 digits 3-3-4 (spec §9); other lengths are returned as typed. */
export function formatPhone(value: string | null | undefined): string {
  const d = stripNonDigits(value ?? '');
  return d.length === 10 || d.length === 11 ? formatPhoneDigits(d) : (value ?? '');
}
