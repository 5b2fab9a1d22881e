import { CLAIM_STATUS, type TClaimActionReply, type TClaimReceiptReply, type TClaimReceiptRequest, type TClaimRef } from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { ClaimIntakeService } from './claim-intake.ts';
import type { ClaimRow } from './order-claim.repository.ts';
import type { OrderClaims } from './order-claims.ts';
import { sellerActor } from './order-moves.ts';
import { toActionReply } from './return-view.ts';

export const claimRefOf = (c: ClaimRow): TClaimRef => ({
  claimSq: c.claimSq,
  ordNo: c.ordNo,
  ordDtlSq: c.ordDtlSq,
  claimType: c.claimType as TClaimRef['claimType'],
  claimStsCd: c.claimStsCd as TClaimRef['claimStsCd'],
});

/**
 * The seller's receipts on the buyer's call (spec §2 "cancel/return/exchange receipt"): every line of the request
 * in one transaction (one refused line keeps nothing). A seller's cancel completes at once and the stock comes
 * back; a return or exchange starts received (RETURN_REQUESTED). The seller also approves a buyer's cancel request.
 */
export function createClaimReceiptService(deps: { intake: ClaimIntakeService; claims: OrderClaims; db: Database }) {
  const { intake, claims, db } = deps;
  return {
    async receiveClaims(opts: { session: SessionContext; body: TClaimReceiptRequest }): Promise<TClaimReceiptReply> {
      const supplyEntrCd = companyOf(opts.session);
      const actor = sellerActor(actorOf(opts.session));
      const b = opts.body;
      return db.transaction(async () => {
        const out: ClaimRow[] = [];
        for (const [i, l] of b.lines.entries()) {
          const claim = await intake.open({
            key: { supplyEntrCd, ordNo: l.ordNo, ordDtlSq: l.ordDtlSq },
            claimType: b.claimType,
            qty: l.qty,
            reasonCd: b.reasonCd,
            reqReason: b.reqReason,
            reqBy: 'BUYER',
            actor,
            exchangeProdOptionCd: l.exchangeProdOptionCd,
            refundAccount: b.refundAccount,
            feeGubun: b.feeGubun,
            giftYn: b.giftYn,
            field: `lines.${i}`,
          });
          out.push(b.claimType === 'CANCEL' ? await claims.completeCancel({ supplyEntrCd, claimSq: claim.claimSq, actor, releaseStock: true }) : claim);
        }
        return { claims: out.map(claimRefOf) };
      });
    },

    /** Approves a buyer's cancel request (a preparing line): the quantity is cancelled and the stock comes back. */
    async completeCancelRequest(opts: { session: SessionContext; claimSq: number }): Promise<TClaimActionReply> {
      const supplyEntrCd = companyOf(opts.session);
      const claim = await claims.lockClaim(supplyEntrCd, opts.claimSq);
      if (claim.claimStsCd !== CLAIM_STATUS.cancelRequested) throw new AppError('CONFLICT', { messageKey: 'claim.msg.notACancelRequest' });
      return toActionReply(await claims.completeCancel({ supplyEntrCd, claimSq: opts.claimSq, actor: sellerActor(actorOf(opts.session)), releaseStock: true }));
    },
  };
}
export type ClaimReceiptService = ReturnType<typeof createClaimReceiptService>;
