import type { ChangeSet, ChangeValue } from './audit.tables.ts';

/** A value as the log keeps it: strings and numbers as they are, dates as ISO, nothing as null. */
export function toChangeValue(value: unknown): ChangeValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields whose value differs between two versions of a row, limited to `fields` (so bookkeeping
 * columns such as updated_at never count as a change). Empty when nothing changed.
 */
export function diffFields<K extends string>(before: Partial<Record<K, unknown>>, after: Partial<Record<K, unknown>>, fields: readonly K[]): ChangeSet {
  const out: ChangeSet = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = toChangeValue(before[field]);
    const to = toChangeValue(after[field]);
    if (from !== to) out[field] = { from, to };
  }
  return out;
}

export const hasChanges = (changes: ChangeSet): boolean => Object.keys(changes).length > 0;
