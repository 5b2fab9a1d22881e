import { z } from 'zod';
import { listRequest } from '../common/paging.ts';
import { ZYn } from '../common/replies.ts';
import { textOf, withFormRules } from '../form/form-rules.ts';
import { requiredBytes } from './byte-length.ts';
import { ZDlcstType, ZPlcyStatus, ZPlcyType } from './codes.ts';
import { checkDeliveryFee, DLCST_MESSAGES, FEE_LIMITS, isIsoDate, ZIsoDate, ZWon } from './fee-rules.ts';

const fee = () => ZWon(FEE_LIMITS.maxFee, DLCST_MESSAGES.maxAmount);

/** The form of a delivery-fee policy (create and edit); every rule of spec business §5 "Delivery policy". */
export const ZDeliveryPolicySaveRequest = withFormRules(
  z.object({
    dlcstPlcyTitl: requiredBytes(FEE_LIMITS.titleMaxBytes, { required: 'dlcst.msg.title', length: 'dlcst.msg.titleLength' }),
    plcyTypeCd: ZPlcyType,
    strtDt: ZIsoDate('dlcst.msg.strtDt'),
    endDt: ZIsoDate('dlcst.msg.endDt'),
    dlcstTypeCd: ZDlcstType,
    dlcst: fee(),
    dlcstLevyStdrAmt: ZWon(FEE_LIMITS.maxThreshold, DLCST_MESSAGES.maxThreshold),
    inmnDlcst: fee(),
    jejuDlcst: fee(),
    rtrnDlcst: fee(),
    exchDlcst: fee(),
    useYn: z._default(ZYn, 'Y'),
  }),
  (v, ctx) => {
    const strtDt = textOf(v.strtDt);
    const endDt = textOf(v.endDt);
    if (isIsoDate(strtDt) && isIsoDate(endDt) && strtDt > endDt) ctx.addIssue({ code: 'custom', path: ['endDt'], message: DLCST_MESSAGES.dateOrder });
    // The fee rules compare a known type's amounts: they wait until those are valid whole numbers.
    const type = ZDlcstType.safeParse(v.dlcstTypeCd);
    const { dlcst, dlcstLevyStdrAmt } = v;
    if (!type.success || typeof dlcst !== 'number' || typeof dlcstLevyStdrAmt !== 'number' || !Number.isInteger(dlcst) || !Number.isInteger(dlcstLevyStdrAmt))
      return;
    for (const x of checkDeliveryFee({ dlcstTypeCd: type.data, dlcst, dlcstLevyStdrAmt }))
      ctx.addIssue({ code: 'custom', path: [x.field], message: x.messageKey });
  },
);
export type TDeliveryPolicySaveRequest = z.infer<typeof ZDeliveryPolicySaveRequest>;

export const ZDeliveryPolicyParams = z.object({ dlcstPlcyCd: z.string().min(1).max(20) });

const policyValues = {
  dlcstPlcyTitl: z.string(),
  plcyTypeCd: z.string(),
  plcyTypeNm: z.string(),
  strtDt: z.string(),
  endDt: z.string(),
  dlcstTypeCd: z.string(),
  dlcstTypeNm: z.string(),
  dlcst: z.number().int(),
  dlcstLevyStdrAmt: z.number().int(),
  inmnDlcst: z.number().int(),
  jejuDlcst: z.number().int(),
  rtrnDlcst: z.number().int(),
  exchDlcst: z.number().int(),
  useYn: ZYn,
};

export const ZDeliveryPolicyDetailReply = z.object({
  dlcstPlcyCd: z.string(),
  dlcstPlcySeq: z.number().int(),
  ...policyValues,
  plcyStsCd: ZPlcyStatus,
  plcyStsNm: z.string(),
  regDt: z.string(),
  regNm: z.string(),
  upDt: z.string(),
  upNm: z.string(),
});
export type TDeliveryPolicyDetailReply = z.infer<typeof ZDeliveryPolicyDetailReply>;

/** List filters: title (contains), types, derived status, use flag. */
export const ZDeliveryPolicyListFilter = z.object({
  dlcstPlcyTitl: z.string().trim().max(100).optional(),
  plcyTypeCd: ZPlcyType.optional(),
  dlcstTypeCd: ZDlcstType.optional(),
  plcyStsCd: ZPlcyStatus.optional(),
  useYn: z.optional(ZYn),
});
export type TDeliveryPolicyListFilter = z.infer<typeof ZDeliveryPolicyListFilter>;
export const ZDeliveryPolicyListRequest = listRequest(ZDeliveryPolicyListFilter);
export type TDeliveryPolicyListRequest = z.infer<typeof ZDeliveryPolicyListRequest>;
export const ZDeliveryPolicyListReply = z.object({ list: z.array(ZDeliveryPolicyDetailReply), totalCnt: z.number().int() });

export const ZCreateDeliveryPolicyReply = z.object({ dlcstPlcyCd: z.string() });

/**
 * One version of a policy: the current one (currentYn Y) and every earlier one, newest first. An earlier
 * version names who wrote it (upNm, upDt) and who replaced it (changedNm, changedDt); changedFields are
 * the fields the next version changed.
 */
export const ZDeliveryPolicyHistoryRow = z.object({
  dlcstPlcySeq: z.number().int(),
  currentYn: ZYn,
  ...policyValues,
  upNm: z.string(),
  upDt: z.string(),
  changedNm: z.string().nullable(),
  changedDt: z.string().nullable(),
  changedFields: z.array(z.string()),
});
export const ZDeliveryPolicyHistoryReply = z.object({ list: z.array(ZDeliveryPolicyHistoryRow), totalCnt: z.number().int() });
export type TDeliveryPolicyHistoryRow = z.infer<typeof ZDeliveryPolicyHistoryRow>;
