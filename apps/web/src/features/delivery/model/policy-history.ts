import type { TDeliveryPolicyHistoryRow } from '@po/contracts';

/** The values a version row shows, in column order (the dates count as one "period" column). */
export const HISTORY_FIELDS = [
  'dlcstPlcyTitl',
  'plcyTypeCd',
  'period',
  'dlcstTypeCd',
  'dlcst',
  'dlcstLevyStdrAmt',
  'inmnDlcst',
  'jejuDlcst',
  'rtrnDlcst',
  'exchDlcst',
  'useYn',
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

/**
 * The columns of a version that the next version changed (the reply's changedFields), so the replaced
 * values stand out; a change of either date marks the period.
 */
export function replacedColumns(row: Pick<TDeliveryPolicyHistoryRow, 'changedFields'>): Set<HistoryField> {
  const out = new Set<HistoryField>();
  for (const f of row.changedFields) {
    if (f === 'strtDt' || f === 'endDt') out.add('period');
    else if ((HISTORY_FIELDS as readonly string[]).includes(f)) out.add(f as HistoryField);
  }
  return out;
}
