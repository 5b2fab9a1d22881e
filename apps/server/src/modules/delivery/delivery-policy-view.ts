import type { TDeliveryPolicyDetailReply, TDeliveryPolicyHistoryRow, TDeliveryPolicySaveRequest, TLanguage } from '@po/contracts';
import { diffFields } from '@/platform/audit/change-diff.ts';
import { codeName } from '@/platform/http/messages.ts';
import type { PolicyHistRow, PolicyRow } from './delivery-policy.repository.ts';
import { derivePolicyStatus, POLICY_FIELDS } from './policy-status.ts';

type PolicyValues = Pick<PolicyRow, (typeof POLICY_FIELDS)[number]>;

/** The stored values of the policy form. */
export const toPolicyValues = (b: TDeliveryPolicySaveRequest): PolicyValues => ({
  dlcstPlcyTitl: b.dlcstPlcyTitl,
  plcyTypeCd: b.plcyTypeCd,
  strtDt: b.strtDt,
  endDt: b.endDt,
  dlcstTypeCd: b.dlcstTypeCd,
  dlcst: b.dlcst,
  dlcstLevyStdrAmt: b.dlcstLevyStdrAmt,
  inmnDlcst: b.inmnDlcst,
  jejuDlcst: b.jejuDlcst,
  rtrnDlcst: b.rtrnDlcst,
  exchDlcst: b.exchDlcst,
  useYn: b.useYn,
});

/** Only the version values of a row (a policy or a history row). */
export const pickPolicyValues = (r: PolicyValues): PolicyValues => Object.fromEntries(POLICY_FIELDS.map((f) => [f, r[f]])) as PolicyValues;

const named = (v: PolicyValues, lang: TLanguage) => ({
  ...pickPolicyValues(v),
  plcyTypeNm: codeName('dlcst.plcyType', v.plcyTypeCd, lang),
  dlcstTypeNm: codeName('dlcst.type', v.dlcstTypeCd, lang),
});

export function toPolicyReply(p: PolicyRow, ctx: { today: string; lang: TLanguage }): TDeliveryPolicyDetailReply {
  const status = derivePolicyStatus(p, ctx.today);
  return {
    dlcstPlcyCd: p.dlcstPlcyCd,
    dlcstPlcySeq: p.dlcstPlcySeq,
    ...named(p, ctx.lang),
    plcyStsCd: status,
    plcyStsNm: codeName('dlcst.status', status, ctx.lang),
    regDt: p.regDt.toISOString(),
    regNm: p.regNm,
    upDt: p.upDt.toISOString(),
    upNm: p.upNm,
  };
}

/**
 * One page of versions, newest first: the current one from the policy row, earlier ones from the history.
 * `next` holds the version after the page's oldest (to name what the following change changed).
 */
export function toHistoryRows(current: PolicyRow, hist: PolicyHistRow[], seqs: number[], lang: TLanguage): TDeliveryPolicyHistoryRow[] {
  const bySeq = new Map<number, PolicyValues>(hist.map((h) => [h.dlcstPlcySeq, h]));
  bySeq.set(current.dlcstPlcySeq, current);
  return seqs.flatMap((seq) => {
    const isCurrent = seq === current.dlcstPlcySeq;
    const version = isCurrent ? current : hist.find((h) => h.dlcstPlcySeq === seq);
    if (!version) return [];
    const next = bySeq.get(seq + 1);
    const replaced = isCurrent ? null : (version as PolicyHistRow);
    return [
      {
        dlcstPlcySeq: seq,
        currentYn: isCurrent ? 'Y' : 'N',
        ...named(version, lang),
        upNm: version.upNm,
        upDt: version.upDt.toISOString(),
        changedNm: replaced?.changedNm ?? null,
        changedDt: replaced ? replaced.changedDt.toISOString() : null,
        changedFields: next ? Object.keys(diffFields(version, next, POLICY_FIELDS)) : [],
      },
    ];
  });
}
