import type { TOptionStockSaveRequest, TProductOptionRow, TYn } from '@po/contracts';

/** What the grid edits on a combination. */
export interface OptionValues {
  stockQty: number;
  saleAbleYn: TYn;
}

/** An edited combination: the row as read (its version is what the save is checked against) and the new values. */
export interface OptionEdit {
  row: TProductOptionRow;
  values: OptionValues;
}

/** Edits by option code: they outlive a page change or a new search, so one save can carry rows of several pages. */
export type OptionEdits = ReadonlyMap<string, OptionEdit>;

const same = (a: OptionValues, b: OptionValues) => a.stockQty === b.stockQty && a.saleAbleYn === b.saleAbleYn;

/** The values shown in a row: the edit's, else the row's own. */
export const shownValues = (edits: OptionEdits, row: TProductOptionRow): OptionValues =>
  edits.get(row.prodOptionCd)?.values ?? { stockQty: row.stockQty, saleAbleYn: row.saleAbleYn };

/** Edits with `patch` applied to a row; a row edited back to what was read is no change any more. */
export function editOption(edits: OptionEdits, row: TProductOptionRow, patch: Partial<OptionValues>): OptionEdits {
  const base = edits.get(row.prodOptionCd)?.row ?? row;
  const values = { ...shownValues(edits, row), ...patch };
  const next = new Map(edits);
  if (same(values, { stockQty: base.stockQty, saleAbleYn: base.saleAbleYn })) next.delete(row.prodOptionCd);
  else next.set(row.prodOptionCd, { row: base, values });
  return next;
}

/** The save's body: only the changed rows, each with the version it was read at. */
export function saveBody(edits: OptionEdits): TOptionStockSaveRequest {
  return {
    rows: [...edits.values()].map(({ row, values }) => ({
      prodCd: row.prodCd,
      prodOptionCd: row.prodOptionCd,
      stockQty: values.stockQty,
      saleAbleYn: values.saleAbleYn,
      version: row.version,
    })),
  };
}

/**
 * The option codes a 409 `product.msg.staleOptions` names: its fields are `rows.<i>.version`, indexes into
 * the rows sent.
 */
export function staleCodes(fields: readonly { field: string }[] | undefined, sent: TOptionStockSaveRequest): string[] {
  const codes: string[] = [];
  for (const f of fields ?? []) {
    const m = /^rows\.(\d+)\.version$/.exec(f.field);
    const row = m ? sent.rows[Number(m[1])] : undefined;
    if (row) codes.push(row.prodOptionCd);
  }
  return codes;
}

/** Edits without these rows: a stale row is read again as it now is; the other edits stay. */
export function dropEdits(edits: OptionEdits, codes: readonly string[]): OptionEdits {
  const next = new Map(edits);
  for (const c of codes) next.delete(c);
  return next;
}
