import { formatDecimal, type Amount } from './decimal';

type Lang = 'ko' | 'en';

/** Won: "12,345원" in Korean, "12,345 won" in English; '' for empty input. */
export function formatWon(value: Amount | null | undefined, lang: Lang = 'ko'): string {
  const n = formatDecimal(value, 0);
  if (!n) return '';
  return lang === 'en' ? `${n} won` : `${n}원`;
}

/** Dollar with a prefix and 2 decimals: "$1,234.50", "-$3.00". */
export function formatDollar(value: Amount | null | undefined): string {
  const n = formatDecimal(value, 2);
  if (!n) return '';
  return n.startsWith('-') ? `-$${n.slice(1)}` : `$${n}`;
}

/** Percent: "12.5%"; `digits` fixes the decimals, otherwise the value is shown as given. */
export function formatPercent(value: Amount | null | undefined, digits?: number): string {
  if (value === null || value === undefined || value === '') return '';
  if (digits !== undefined) {
    const n = formatDecimal(value, digits);
    return n ? `${n}%` : '';
  }
  const text = String(value).trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? `${text}%` : '';
}

/** Plain count with separators: "1,234". */
export function formatNumber(value: Amount | null | undefined): string {
  return formatDecimal(value, 0);
}
