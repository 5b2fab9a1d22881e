import { z } from 'zod';
import { listRequest, ZFilterDay } from '../common/paging.ts';
import { ZSerialId } from '../common/ids.ts';
import { periodError } from '../order/order-list.ts';
import { QNA_LIMITS, ZRspnDivCd, ZSupplyCsStsCd } from './qna-codes.ts';

const YN = z.enum(['Y', 'N']);

/** CS inquiry lists' filters: an optional period of registration days (≤ 6 months when given), state, urgency. */
export const ZSupplyCsFilter = z.object({
  startDt: ZFilterDay.optional(),
  endDt: ZFilterDay.optional(),
  stsCd: ZSupplyCsStsCd.optional(),
  ugntYn: YN.optional(),
});

const checkPeriod = (v: { startDt?: string | undefined; endDt?: string | undefined }, ctx: z.core.$RefinementCtx) => {
  const error = v.startDt && v.endDt ? periodError({ startDt: v.startDt, endDt: v.endDt }) : null;
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['startDt'] });
};

export const ZSupplyCsListRequest = listRequest(ZSupplyCsFilter).superRefine(checkPeriod);
export type TSupplyCsListRequest = z.infer<typeof ZSupplyCsListRequest>;

/** One inquiry as the seller sees it; instants ISO. */
export const ZSupplyCsRow = z.object({
  supplyCsSq: z.number().int(),
  ordNo: z.string().nullable(),
  inqrCont: z.string(),
  ugntYn: YN,
  rspnDivCd: ZRspnDivCd,
  clsnFixDt: z.string(),
  regDt: z.string(),
  stsCd: ZSupplyCsStsCd,
  rspnCont: z.string().nullable(),
  rspnDt: z.string().nullable(),
  /** Minutes from registration to the answer; null while waiting. */
  rspnMinutes: z.number().int().nullable(),
  /** Answered within the 4-hour target. */
  inTargetYn: YN,
  /** Waiting past the 4-hour target or past its closing due time. */
  overdueYn: YN,
});
export type TSupplyCsRow = z.infer<typeof ZSupplyCsRow>;
export const ZSupplyCsListReply = z.object({ list: z.array(ZSupplyCsRow), totalCnt: z.number().int() });
export type TSupplyCsListReply = z.infer<typeof ZSupplyCsListReply>;

export const ZSupplyCsParams = z.object({ supplyCsSq: ZSerialId });

/** The seller's answer: once, 10..2000 characters after trimming. */
export const ZSupplyCsAnswerRequest = z.object({
  rspnCont: z
    .string({ error: 'qna.msg.answerMin' })
    .trim()
    .min(QNA_LIMITS.answerMin, { error: 'qna.msg.answerMin' })
    .max(QNA_LIMITS.answerMax, { error: 'qna.msg.answerMax' }),
});
export type TSupplyCsAnswerRequest = z.infer<typeof ZSupplyCsAnswerRequest>;

// --- The operator's side (admin.supplyCsList) ---

/** An operator's list across sellers: the seller's filters plus one seller's code. */
export const ZSupplyCsAdminFilter = ZSupplyCsFilter.extend({ supplyEntrCd: z.string().trim().max(20).optional() });
export const ZSupplyCsAdminListRequest = listRequest(ZSupplyCsAdminFilter).superRefine(checkPeriod);
export type TSupplyCsAdminListRequest = z.infer<typeof ZSupplyCsAdminListRequest>;

export const ZSupplyCsAdminRow = ZSupplyCsRow.extend({ supplyEntrCd: z.string(), supplyEntrNm: z.string(), regId: z.string() });
export type TSupplyCsAdminRow = z.infer<typeof ZSupplyCsAdminRow>;
export const ZSupplyCsAdminListReply = z.object({ list: z.array(ZSupplyCsAdminRow), totalCnt: z.number().int() });
export type TSupplyCsAdminListReply = z.infer<typeof ZSupplyCsAdminListReply>;

/**
 * A new inquiry to a seller. clsnFixDt is a day (yyyy-MM-dd: due at that day's end in Seoul) or an instant; the
 * server refuses one in the past (qnaAdmin.msg.clsnFixPast).
 */
export const ZSupplyCsCreateRequest = z.object({
  supplyEntrCd: z.string({ error: 'qnaAdmin.msg.sellerRequired' }).trim().min(1, { error: 'qnaAdmin.msg.sellerRequired' }).max(20),
  ordNo: z.string().trim().max(30).optional(),
  inqrCont: z
    .string({ error: 'qnaAdmin.msg.inqrContRequired' })
    .trim()
    .min(1, { error: 'qnaAdmin.msg.inqrContRequired' })
    .max(QNA_LIMITS.inqrContMax, { error: 'qnaAdmin.msg.inqrContMax' }),
  ugntYn: YN.default('N'),
  rspnDivCd: ZRspnDivCd,
  clsnFixDt: z.union([ZFilterDay, z.iso.datetime({ offset: true })], { error: 'qnaAdmin.msg.clsnFixRequired' }),
});
export type TSupplyCsCreateRequest = z.infer<typeof ZSupplyCsCreateRequest>;
export const ZSupplyCsCreateReply = z.object({ supplyCsSq: z.number().int() });
