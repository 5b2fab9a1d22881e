const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** Business number 3-2-5: "1234567890" -> "123-45-67890"; other lengths are returned as typed. */
export function formatBizNo(value: string | null | undefined): string {
  const d = digitsOf(value);
  if (d.length !== 10) return value ?? '';
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** Phone: 11 digits 3-4-4, 10 digits 3-3-4 (spec §9); other lengths are returned as typed. */
export function formatPhone(value: string | null | undefined): string {
  const d = digitsOf(value);
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return value ?? '';
}
