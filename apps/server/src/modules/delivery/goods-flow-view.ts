import { BOX_SIZES, type TBoxFare, type TGoodsFlowDetailReply, type TLanguage } from '@po/contracts';
import { codeName, translate } from '@/platform/http/messages.ts';
import type { BoxFareRow, GoodsFlowRow } from './goods-flow.repository.ts';

/** Box fares in the carriers' size order (XS to XL). */
export const sortBoxFares = <T extends { boxSize: string }>(fares: T[]): T[] =>
  [...fares].sort((a, b) => BOX_SIZES.indexOf(a.boxSize as TBoxFare['boxSize']) - BOX_SIZES.indexOf(b.boxSize as TBoxFare['boxSize']));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * What the provider said: its own message when it sent one; otherwise "approved" or the operator's
 * reason for a rejection.
 */
function resultMessage(c: GoodsFlowRow, lang: TLanguage): string | null {
  if (c.verifiedResultMsg) return c.verifiedResultMsg;
  if (c.gfStsCd === 'APPROVED') return translate('goodsFlow.msg.approved', lang);
  return c.gfStsCd === 'REJECTED' ? c.rejectReason : null;
}

/** A contract as the seller's popup and the operator's list show it. */
export function toContractReply(
  c: GoodsFlowRow,
  fares: BoxFareRow[],
  site: { deliveryLocNm: string; deliveryEntrCd: string },
  ctx: { carriers: Map<string, string>; lang: TLanguage },
): TGoodsFlowDetailReply {
  return {
    deliveryLocCd: c.deliveryLocCd,
    deliveryLocNm: site.deliveryLocNm,
    deliveryEntrCd: site.deliveryEntrCd,
    deliveryEntrNm: ctx.carriers.get(site.deliveryEntrCd) ?? site.deliveryEntrCd,
    contractNo: c.contractNo,
    contractCustNo: c.contractCustNo,
    fareType: c.fareType,
    fareTypeNm: codeName('goodsFlow.fareType', c.fareType, ctx.lang),
    mdNm: c.mdNm,
    boxFares: sortBoxFares(fares).map((f) => ({ boxSize: f.boxSize, shscFare: f.shscFare, bhFare: f.bhFare, rtFare: f.rtFare })),
    gfStsCd: c.gfStsCd,
    gfStsNm: codeName('goodsFlow.status', c.gfStsCd, ctx.lang),
    verifiedResultMsg: resultMessage(c, ctx.lang),
    rejectReason: c.rejectReason,
    renewDt: c.renewDt,
    requestDt: iso(c.requestedAt),
    decisionDt: iso(c.decidedAt),
    regDt: c.regDt.toISOString(),
    regNm: c.regNm,
    upDt: c.upDt.toISOString(),
    upNm: c.upNm,
  };
}

/** The contract's values as the change log compares them (box fares as one value). */
export const contractSnapshot = (
  c: Pick<GoodsFlowRow, 'contractNo' | 'contractCustNo' | 'fareType' | 'mdNm' | 'gfStsCd'> | null,
  fares: Omit<BoxFareRow, 'supplyEntrCd' | 'deliveryLocCd'>[] | null,
) => ({
  contractNo: c?.contractNo ?? null,
  contractCustNo: c?.contractCustNo ?? null,
  fareType: c?.fareType ?? null,
  mdNm: c?.mdNm ?? null,
  gfStsCd: c?.gfStsCd ?? null,
  boxFares: fares ? JSON.stringify(sortBoxFares(fares).map((f) => [f.boxSize, f.shscFare, f.bhFare, f.rtFare])) : null,
});
export const CONTRACT_LOGGED_FIELDS = ['contractNo', 'contractCustNo', 'fareType', 'mdNm', 'gfStsCd', 'boxFares'] as const;
