/** Decimal strings without floating point: money must not drift (DESIGN "Data rules"). */

export type Amount = number | bigint | string;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** Splits an amount into sign, integer digits and fraction digits; null when it is not a number. */
export function parseDecimal(value: Amount): { negative: boolean; int: string; frac: string } | null {
  const text = typeof value === 'string' ? value.trim().replace(/,/g, '') : String(value);
  const m = DECIMAL.exec(text);
  if (!m?.[2]) return null;
  return { negative: m[1] === '-', int: m[2], frac: m[3] ?? '' };
}

/** Rounds half away from zero to `digits` decimals and returns [integer, fraction] digit strings. */
export function roundDecimal(int: string, frac: string, digits: number): [string, string] {
  const padded = (frac + '0'.repeat(digits)).slice(0, digits);
  const scaled = BigInt(int + padded) + (Number(frac[digits] ?? '0') >= 5 ? 1n : 0n);
  const text = scaled.toString().padStart(digits + 1, '0');
  return digits === 0 ? [text, ''] : [text.slice(0, -digits), text.slice(-digits)];
}

/** 1234567 -> "1,234,567". */
export function groupThousands(int: string): string {
  return int.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats with thousands separators and a fixed number of decimals; '' for empty or invalid input. */
export function formatDecimal(value: Amount | null | undefined, digits: number): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = parseDecimal(value);
  if (!parsed) return '';
  const [int, frac] = roundDecimal(parsed.int, parsed.frac, digits);
  const isZero = /^0*$/.test(int + frac);
  const body = groupThousands(int) + (digits > 0 ? `.${frac}` : '');
  return parsed.negative && !isZero ? `-${body}` : body;
}
