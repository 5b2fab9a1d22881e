import type { TClaimActionReply, TReturnRow } from '@po/contracts';
import type { ClaimRow } from './order-claim.repository.ts';
import type { ReturnListItem } from './return-list.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A claim and its line as the return screens show them. */
export function toReturnRow(r: ReturnListItem): TReturnRow {
  const c = r.claim;
  return {
    claimSq: c.claimSq,
    supplyEntrCd: c.supplyEntrCd,
    claimType: c.claimType as TReturnRow['claimType'],
    claimStsCd: c.claimStsCd as TReturnRow['claimStsCd'],
    ordNo: c.ordNo,
    ordDtlSq: c.ordDtlSq,
    ordDt: r.ordDt.toISOString(),
    buyerNm: r.buyerNm,
    rcpNm: r.rcpNm,
    prodCd: r.prodCd,
    prodNm: r.prodNm,
    optionValue1: r.optionValue1,
    optionValue2: r.optionValue2,
    claimQty: c.claimQty,
    reqBy: c.reqBy,
    reasonCd: c.reasonCd as TReturnRow['reasonCd'],
    reqReason: c.reqReason,
    feeGubun: c.feeGubun as TReturnRow['feeGubun'],
    returnFee: c.returnFee,
    returnFeePayCd: c.returnFeePayCd as TReturnRow['returnFeePayCd'],
    returnFeePaidYn: c.returnFeePaidYn,
    giftYn: c.giftYn,
    giftCheckedYn: c.giftCheckedYn,
    pointUsedYn: r.pointAmt > 0 ? 'Y' : 'N',
    refundWayCd: c.refundWayCd as TReturnRow['refundWayCd'],
    refundAmt: c.refundAmt,
    refundDt: iso(c.refundDt),
    exchangeProdOptionCd: c.exchangeProdOptionCd,
    exchangeOrdDtlSq: c.exchangeOrdDtlSq,
    rdeliveryEntrCd: c.rdeliveryEntrCd,
    rinvoiceNo: c.rinvoiceNo,
    autoCollectYn: c.autoCollectYn,
    holdReason: c.holdReason,
    holdDt: iso(c.holdDt),
    releaseMemo: c.releaseMemo,
    withdrawReason: c.withdrawReason,
    reqDt: c.reqDt.toISOString(),
    collectDt: iso(c.collectDt),
    collectCompleteDt: iso(c.collectCompleteDt),
    completeDt: iso(c.completeDt),
    withdrawDt: iso(c.withdrawDt),
    version: c.version,
  };
}

/** What a claim action answers: the claim's new status and version, and the refund or the exchange's new line. */
export const toActionReply = (c: ClaimRow): TClaimActionReply => ({
  claimSq: c.claimSq,
  claimStsCd: c.claimStsCd as TClaimActionReply['claimStsCd'],
  version: c.version,
  refundAmt: c.refundAmt,
  exchangeOrdDtlSq: c.exchangeOrdDtlSq,
});
