/** How many values are kept per field name; later ones replace earlier ones in turn. */
const PER_FIELD = 30;

/**
 * Values seen in successful answers, by field name (`deliveryLocCd`, `applSeq`, `supplyEntrCd`, …), so a
 * generated path id or body field is now and then one that exists and the request reaches past NOT_FOUND.
 * `extra` adds values known from elsewhere (the fuzz sessions' own accounts).
 */
export function createKnownValues(extra: (field: string) => readonly unknown[] = () => []) {
  const pool = new Map<string, unknown[]>();
  const seen = new Map<string, number>();

  function add(field: string, value: string | number): void {
    const list = pool.get(field) ?? [];
    if (list.includes(value)) return;
    const n = seen.get(field) ?? 0;
    seen.set(field, n + 1);
    if (list.length < PER_FIELD) list.push(value);
    else list[n % PER_FIELD] = value;
    pool.set(field, list);
  }

  function learn(value: unknown, depth = 0): void {
    if (depth > 6 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const v of value.slice(0, 20)) learn(v, depth + 1);
      return;
    }
    for (const [k, v] of Object.entries(value)) {
      if ((typeof v === 'string' && v.length <= 100) || typeof v === 'number') add(k, v);
      else learn(v, depth + 1);
    }
  }

  return {
    /** Takes every short field of a JSON answer. */
    learn,
    get: (field: string): readonly unknown[] => {
      const more = extra(field);
      const own = pool.get(field) ?? [];
      return more.length ? [...own, ...more] : own;
    },
    fields: () => pool.size,
  };
}
