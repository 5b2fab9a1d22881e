import type { TOrdDtlStsCd } from '@po/contracts';

/** What the claim receipts need of a line (the detail page passes its row). */
export interface ClaimableLine {
  ordNo: string;
  ordDtlSq: number;
  ordDtlStsCd: TOrdDtlStsCd;
  /** What is still free for a new claim: bought less cancelled, returned, exchanged and claimed. */
  claimableQty: number;
  prodCd: string;
  optionValue1: string;
  optionValue2: string;
  version: number;
}

/**
 * The cancel / return / exchange receipt buttons of a line on the order detail (their popups). Stands in until the
 * claims part is built; the detail page renders it as it is.
 */
export function LineClaimActions(_props: { line: ClaimableLine; onDone: () => void }) {
  return null;
}
