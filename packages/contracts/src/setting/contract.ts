import { z } from 'zod';
import { ZYn } from '../common/replies.ts';

/**
 * Versions of the documents the contract screen shows (spec business §9). The texts are web locale files;
 * the server answers which versions apply and the seller's own agreement.
 */
export const CONTRACT_DOCUMENTS = {
  sellerTermsRevisedDt: '2024-09-26',
  guaranteeEffectiveDt: '2021-04-28',
} as const;

/** The seller terms run to the end of the year and renew yearly unless refused a month before. */
export const CONTRACT_TERM = { renewCycle: 'YEARLY', refuseNoticeMonths: 1 } as const;

/** GET /setting/contract */
export const ZContractReply = z.object({
  supplyEntrCd: z.string(),
  supplyEntrNm: z.string(),
  ownerNm: z.string(),
  bizNoText: z.string(),
  sellFeeRate: z.string(),
  settleDay: z.number().int(),
  sellFeeRateConfirmYn: ZYn,
  agreeYn: ZYn,
  agreeGenuineYn: ZYn,
  grntSrvcAgrmYn: ZYn,
  /** When the seller last saved the agreements (ISO), null when never. */
  agreedAt: z.string().nullable(),
  sellerTermsRevisedDt: z.string(),
  guaranteeEffectiveDt: z.string(),
  /** The current contract year: from the later of 1 January and the seller's entry, to 31 December. */
  contractStrtDt: z.string(),
  contractEndDt: z.string(),
  renewCycle: z.literal('YEARLY'),
  refuseNoticeMonths: z.number().int(),
});
export type TContractReply = z.infer<typeof ZContractReply>;

/** PUT /setting/changePassword: the session's own account (never a body mgrId); other sessions end. */
export const ZSettingPasswordChangeRequest = z.object({
  passwd: z.string().trim().min(1, 'password.rule.required').max(50, 'password.rule.tooLong'),
  newPasswd: z.string().trim().max(50, 'password.rule.tooLong').default(''),
  newPasswdChk: z.string().trim().max(50, 'password.rule.tooLong').default(''),
});
export type TSettingPasswordChangeRequest = z.infer<typeof ZSettingPasswordChangeRequest>;
