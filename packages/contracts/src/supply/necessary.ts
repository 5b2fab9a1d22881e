import { z } from 'zod/mini';
import { ZYn } from '../common/replies.ts';

export const ZNecessaryInfoReply = z.object({
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  ownerNm: z.string(),
  bizGbText: z.string(),
  bizNoText: z.string(),
  phone1: z.string(),
  phone2: z.string(),
  phone3: z.string(),
  sellFeeRate: z.string(),
  settleDay: z.int(),
  sellFeeRateConfirmYn: ZYn,
  agreeYn: ZYn,
  agreeGenuineYn: ZYn,
  grntSrvcAgrmYn: ZYn,
});
export type TNecessaryInfoReply = z.infer<typeof ZNecessaryInfoReply>;

export const ZSupplyEntrDetailReply = z.object({ bizGb: z.string(), bizNo: z.string(), mgrId: z.string(), entrStsCd: z.string() });

/**
 * POST /customer/supply/necessary-confirm-info: the flags of the blocks shown (only missing ones), or
 * the guarantee popup's grntSrvcAgrmYn. Fee-rate confirmation and terms must end up Y (messages 5, 6).
 */
export const ZNecessaryConfirmRequest = z.object({
  sellFeeRateConfirmYn: z.optional(ZYn),
  agreeYn: z.optional(ZYn),
  agreeGenuineYn: z.optional(ZYn),
  grntSrvcAgrmYn: z.optional(ZYn),
});
export type TNecessaryConfirmRequest = z.infer<typeof ZNecessaryConfirmRequest>;
