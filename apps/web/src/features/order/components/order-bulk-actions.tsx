/** A line of an order list, as the list's bulk actions take it. */
export interface SelectedLine {
  ordNo: string;
  ordDtlSq: number;
  ordDtlStsCd: string;
  version: number;
}

/**
 * The order lists' bulk actions on the selected lines (prepare, manual delivery complete ...). Stands in until the
 * line actions are built; the lists render it as it is, beside the invoice upload.
 */
export function OrderBulkActions(_props: { selected: SelectedLine[]; onDone: () => void }) {
  return null;
}
