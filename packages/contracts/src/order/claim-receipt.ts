import { z } from 'zod';
import { ORDER_LIMITS, ZClaimReasonCd, ZClaimStsCd, ZClaimType, ZFeeGubun, ZRefundWayCd } from './order-codes.ts';

// Claim receipts (spec §2 popups "cancel/return/exchange receipt", §5): the seller's receipt on the buyer's call
// (`POST /api/order/claims`) and the buyer's own claims sent by the mall (`POST /api/mall/claims`).

const yn = z.enum(['Y', 'N']);
const ordNo = z
  .string()
  .trim()
  .regex(/^[0-9A-Z]{8,20}$/);

/** Where a transfer or virtual-account payment is refunded: bank, holder and an account number of 8+ digits (spec §5). */
export const ZRefundAccount = z.object({
  refundBankCd: z.string({ error: 'claim.msg.refundBank' }).trim().min(1, { error: 'claim.msg.refundBank' }).max(10, { error: 'claim.msg.refundBank' }),
  refundAccountNm: z
    .string({ error: 'claim.msg.refundHolder' })
    .trim()
    .min(1, { error: 'claim.msg.refundHolder' })
    .max(50, { error: 'claim.msg.refundHolder' }),
  refundAccountNo: z
    .string({ error: 'claim.msg.refundAccountNo' })
    .trim()
    .regex(new RegExp(`^\\d{${ORDER_LIMITS.refundAccountMinDigits},20}$`), { error: 'claim.msg.refundAccountNo' }),
});
export type TRefundAccount = z.infer<typeof ZRefundAccount>;

/** One line of a receipt: its quantity, and for an exchange the option wanted instead (spec §5: both required). */
export const ZClaimReceiptLine = z.object({
  ordNo,
  ordDtlSq: z.number().int().min(1).max(999),
  qty: z.number({ error: 'claim.msg.qtyRequired' }).int().min(1, { error: 'claim.msg.qtyRequired' }).max(999),
  exchangeProdOptionCd: z.string().trim().min(1).max(20).optional(),
});

export const ZClaimReceiptRequest = z
  .object({
    claimType: ZClaimType,
    lines: z.array(ZClaimReceiptLine).min(1).max(50),
    reasonCd: ZClaimReasonCd,
    reqReason: z.string().trim().max(ORDER_LIMITS.memoMax).default(''),
    /** Required for a cancel or return of an order paid by transfer or virtual account (decisions.md). */
    refundAccount: ZRefundAccount.optional(),
    /** The fault party; by default it follows the reason (BUYER_FAULT_REASONS), "other" leaves it to decide later. */
    feeGubun: ZFeeGubun.optional(),
    /** A free gift came with the item: it must be checked back before completion. */
    giftYn: yn.default('N'),
  })
  .superRefine((v, ctx) => {
    v.lines.forEach((l, i) => {
      if (v.claimType === 'EXCHANGE' && !l.exchangeProdOptionCd)
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'exchangeProdOptionCd'], message: 'claim.msg.optionRequired' });
    });
  });
export type TClaimReceiptRequest = z.infer<typeof ZClaimReceiptRequest>;

export const ZClaimRef = z.object({ claimSq: z.number().int(), ordNo: z.string(), ordDtlSq: z.number().int(), claimType: ZClaimType, claimStsCd: ZClaimStsCd });
export type TClaimRef = z.infer<typeof ZClaimRef>;
export const ZClaimReceiptReply = z.object({ claims: z.array(ZClaimRef) });
export type TClaimReceiptReply = z.infer<typeof ZClaimReceiptReply>;

export const ZClaimParams = z.object({ claimSq: z.coerce.number().int().min(1).max(2_147_483_647) });
/** A change of a claim names the version the screen read (another staff member's change in between is 409). */
export const ZClaimVersion = z.object({ version: z.number().int().min(1).optional() });

/** A buyer's claim sent by the mall; idempotent by the mall's own claim id. */
export const ZMallClaimRequest = z.object({
  mallClaimId: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_-]{4,40}$/),
  claimType: ZClaimType,
  ordNo,
  ordDtlSq: z.number().int().min(1).max(999),
  qty: z.number().int().min(1).max(999),
  reasonCd: ZClaimReasonCd,
  reqReason: z.string().trim().max(ORDER_LIMITS.memoMax).default(''),
  exchangeProdOptionCd: z.string().trim().min(1).max(20).optional(),
  refundAccount: ZRefundAccount.optional(),
  refundWayCd: ZRefundWayCd.optional(),
});
export type TMallClaimRequest = z.infer<typeof ZMallClaimRequest>;
export const ZMallClaimParams = z.object({
  mallClaimId: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z_-]{4,40}$/),
});
export const ZMallClaimReply = ZClaimRef.extend({ mallClaimId: z.string() });
export type TMallClaimReply = z.infer<typeof ZMallClaimReply>;
