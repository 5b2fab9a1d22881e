import type { TNecessaryConfirmRequest, TNecessaryInfoReply } from '@po/contracts';
import { isApiError } from '@/shared/http/errors';

type Flags = Pick<TNecessaryInfoReply, 'sellFeeRateConfirmYn' | 'agreeYn' | 'agreeGenuineYn'>;

/** Which agreement blocks the screen shows (only the missing ones), or which boxes are ticked. */
export interface NecessaryBlocks {
  feeRate: boolean;
  terms: boolean;
  genuine: boolean;
}

export const NO_BLOCKS: NecessaryBlocks = { feeRate: false, terms: false, genuine: false };

/** All three agreements are in: the screen goes on to /home (spec access §4 "Necessary flow"). */
export function allAgreed(info: Flags): boolean {
  return info.sellFeeRateConfirmYn === 'Y' && info.agreeYn === 'Y' && info.agreeGenuineYn === 'Y';
}

export function blocksToShow(info: Flags): NecessaryBlocks {
  return { feeRate: info.sellFeeRateConfirmYn !== 'Y', terms: info.agreeYn !== 'Y', genuine: info.agreeGenuineYn !== 'Y' };
}

export type NecessaryMessageKey = 'necessary.msg.msg5' | 'necessary.msg.msg6';

/**
 * spec access §5: an unticked fee-rate confirmation is message 5, unticked terms message 6. The
 * genuine-goods terms are optional (docs/decisions.md "Necessary step").
 */
export function checkNecessary(shown: NecessaryBlocks, ticked: NecessaryBlocks): NecessaryMessageKey | null {
  if (shown.feeRate && !ticked.feeRate) return 'necessary.msg.msg5';
  if (shown.terms && !ticked.terms) return 'necessary.msg.msg6';
  return null;
}

const yn = (value: boolean) => (value ? 'Y' : 'N');

/** The flags of the blocks shown, and only those (an agreement already given is not sent again). */
export function buildConfirmPayload(shown: NecessaryBlocks, ticked: NecessaryBlocks): TNecessaryConfirmRequest {
  return {
    ...(shown.feeRate ? { sellFeeRateConfirmYn: yn(ticked.feeRate) } : {}),
    ...(shown.terms ? { agreeYn: yn(ticked.terms) } : {}),
    ...(shown.genuine ? { agreeGenuineYn: yn(ticked.genuine) } : {}),
  };
}

/**
 * What a failed save shows: a master session's MASTER_VIEW_ONLY text as the server translated it,
 * anything else message 4 (spec access §8).
 */
export function saveFailure(error: unknown): { text: string } | { key: 'necessary.msg.msg4' } {
  if (isApiError(error, 'MASTER_VIEW_ONLY') && error.body?.displayMessage) return { text: error.body.displayMessage };
  return { key: 'necessary.msg.msg4' };
}
