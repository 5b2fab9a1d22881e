import { z } from 'zod';
import { ZSerialId } from '../common/ids.ts';
import { listRequest, ZFilterDay } from '../common/paging.ts';
import { ZYn } from '../common/replies.ts';

/** Entry statuses an application moves through: 10 applied → 30 entered | 20 rejected | 99 closed. */
export const PARTNER_JOIN_STATUS = { applied: '10', rejected: '20', entered: '30', closed: '99' } as const;
export const ZPartnerJoinStatus = z.enum(['10', '20', '30', '99']);
export const PARTNER_JOIN_LIMITS = { rejectReasonMax: 500 } as const;

/** Filters of GET /admin/partnerJoin/list (newest first): status, company and id (contains), application days. */
export const ZPartnerJoinListFilter = z.object({
  entrStsCd: ZPartnerJoinStatus.optional(),
  supplyEntrNm: z.string().trim().max(100).optional(),
  mgrId: z.string().trim().max(50).optional(),
  regDtFrom: ZFilterDay.optional(),
  regDtTo: ZFilterDay.optional(),
});
export type TPartnerJoinListFilter = z.infer<typeof ZPartnerJoinListFilter>;
export const ZPartnerJoinListRequest = listRequest(ZPartnerJoinListFilter);
export type TPartnerJoinListRequest = z.infer<typeof ZPartnerJoinListRequest>;

const s = z.string();
export const ZPartnerJoinRow = z.object({
  applSeq: z.number().int(),
  entrStsCd: s,
  entrStsNm: s,
  bizGb: s,
  bizGbText: s,
  bizNo: s,
  /** 3-2-5 dashed for a domestic number. */
  bizNoText: s,
  supplyEntrNm: s,
  ownerNm: s,
  entrType: s,
  mgrId: s,
  chgNm: s,
  regDt: s,
  decidedDt: s.nullable(),
  /** The seller company made by the approval. */
  supplyEntrCd: s.nullable(),
});
export type TPartnerJoinRow = z.infer<typeof ZPartnerJoinRow>;
export const ZPartnerJoinListReply = z.object({ list: z.array(ZPartnerJoinRow), totalCnt: z.number().int() });

/** An attachment as listed; its bytes come from the download call, as an attachment, to operators only. */
export const ZStoredFileItem = z.object({ fileSeq: z.number().int(), fileKind: s, fileNm: s, fileSize: z.number().int(), mimeType: s });
export type TStoredFileItem = z.infer<typeof ZStoredFileItem>;

/** GET /admin/partnerJoin/{applSeq}: everything the applicant sent (never the password), with the files. */
export const ZPartnerJoinDetailReply = ZPartnerJoinRow.extend({
  bizKind: s,
  bizType: s,
  /** The address's country (U200) with its name in the caller's language, and the city of an address abroad. */
  bizCountryCd: s,
  bizCountryNm: s,
  bizCityNm: s,
  bizZipNo: s,
  bizFixAddr: s,
  bizDtlAddr: s,
  phone: s,
  fax: s,
  homeUrl: s,
  chgHphone: s,
  chgEmail: s,
  csOperatorNm: s,
  csOperatorPhone: s,
  csOperatorEmail: s,
  sacOperatorNm: s,
  sacOperatorPhone: s,
  sacOperatorEmail: s,
  usdSacUseYn: ZYn,
  bankCd: s,
  bankNm: s,
  accountNm: s,
  accountNo: s,
  bankEnAddr: s,
  swiftCd: s,
  countryCd: s,
  mdNm: s,
  deptNm: s,
  agreeYn: ZYn,
  agreeGenuineYn: ZYn,
  pymagrmConfirmYn: ZYn,
  ntceYn: ZYn,
  rejectReason: s.nullable(),
  decidedBy: s.nullable(),
  files: z.array(ZStoredFileItem),
});
export type TPartnerJoinDetailReply = z.infer<typeof ZPartnerJoinDetailReply>;

export const ZPartnerJoinParams = z.object({ applSeq: ZSerialId });
export const ZPartnerJoinFileParams = ZPartnerJoinParams.extend({ fileSeq: ZSerialId });

/**
 * PUT /admin/partnerJoin/{applSeq}/approve: the operator sets the seller's terms as it approves — the fee rate
 * (percent, 0-100, two decimals) the seller then confirms on /Necessary, and the day of the month it is paid.
 */
export const ZPartnerJoinApproveRequest = z.object({
  sellFeeRate: z
    .string({ error: 'partner.msg.sellFeeRate' })
    .trim()
    .regex(/^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/, { error: 'partner.msg.sellFeeRate' }),
  settleDay: z
    .number({ error: 'partner.msg.settleDay' })
    .int({ error: 'partner.msg.settleDay' })
    .min(1, { error: 'partner.msg.settleDay' })
    .max(31, { error: 'partner.msg.settleDay' }),
});
export type TPartnerJoinApproveRequest = z.infer<typeof ZPartnerJoinApproveRequest>;
/** The new seller's code: S + 6 digits from a sequence. */
export const ZPartnerJoinApproveReply = z.object({ supplyEntrCd: s, mgrId: s });

/** PUT /admin/partnerJoin/{applSeq}/reject (the applicant may apply again) and /close (no decision). */
export const ZPartnerJoinRejectRequest = z.object({
  rejectReason: z
    .string({ error: 'partner.msg.rejectReason' })
    .trim()
    .min(1, { error: 'partner.msg.rejectReason', abort: true })
    .max(PARTNER_JOIN_LIMITS.rejectReasonMax, { error: 'partner.msg.rejectReason' }),
});
export type TPartnerJoinRejectRequest = z.infer<typeof ZPartnerJoinRejectRequest>;
