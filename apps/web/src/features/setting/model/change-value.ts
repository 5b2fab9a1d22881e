import type { TFunction } from 'i18next';
import { formatPhone } from '@/shared/format/identifiers';
import { formatNumber } from '@/shared/format/money';

type Value = string | number | null;

const FLAG_FIELDS = new Set(['ntceYn', 'useYn', 'returnSameYn', 'frcnDyplYn', 'verifiedYn']);
const isPhoneField = (field: string) => /(Phone|Hphone)$/.test(field);

/** The goods-flow log keeps box fares as JSON rows `[size, shsc, bh, rt]`; shown as "S 3,000/4,000/3,000". */
function formatBoxFares(value: string): string {
  try {
    const rows = JSON.parse(value) as unknown;
    if (!Array.isArray(rows)) return value;
    return rows
      .map((r) =>
        Array.isArray(r)
          ? `${String(r[0])} ${r
              .slice(1)
              .map((f) => (typeof f === 'number' ? formatNumber(f) : '-'))
              .join('/')}`
          : '',
      )
      .filter(Boolean)
      .join(', ');
  } catch {
    return value;
  }
}

/** One side of a recorded change as a person reads it. */
export function formatChangeValue(field: string, value: Value, t: TFunction): string {
  if (value === null || value === '') return '—';
  const text = String(value);
  if (isPhoneField(field)) return formatPhone(text);
  if (field === 'boxFares') return formatBoxFares(text);
  if (field === 'gfStsCd') return t(`goodsFlow.status.${text}`, { defaultValue: text });
  if (FLAG_FIELDS.has(field) && (text === 'Y' || text === 'N')) return t(`setting.history.flag.${text}`);
  return text;
}

/** The label of a logged field; an unknown field shows its own name. */
export const changeFieldLabel = (field: string, t: TFunction): string => t(`setting.history.field.${field}`, { defaultValue: field });
