import { LINE_STATUS, type TMallClaimReply, type TMallClaimRequest } from '@po/contracts';
import type { Database } from '@/platform/db/database.ts';
import { violatedConstraint } from '@/platform/db/db-errors.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { ClaimIntakeService } from './claim-intake.ts';
import { claimRefOf } from './claim-receipt.service.ts';
import type { ClaimRow, OrderClaimRepository } from './order-claim.repository.ts';
import type { OrderClaims } from './order-claims.ts';
import { BUYER_ACTOR, SYSTEM_ACTOR } from './order-moves.ts';
import type { OrderRepository } from './order.repository.ts';

const replyOf = (c: ClaimRow): TMallClaimReply => ({ ...claimRefOf(c), mallClaimId: c.mallClaimId ?? '' });
/** The same claim as sent before: same line, kind and quantity. */
const sameClaim = (c: ClaimRow, r: TMallClaimRequest) =>
  c.ordNo === r.ordNo && c.ordDtlSq === r.ordDtlSq && c.claimType === r.claimType && c.claimQty === r.qty;

/**
 * The buyer's claims sent by the mall (DESIGN "The mall is outside"), idempotent by the mall's claim id. A cancel
 * of a paid line completes at once (nothing is being prepared); of a preparing line it waits for the seller's
 * approval (CANCEL_REQUESTED). Returns and exchanges start received. The buyer withdraws by the same id.
 */
export function createClaimMallService(deps: {
  intake: ClaimIntakeService;
  claims: OrderClaims;
  claimRepo: OrderClaimRepository;
  repo: OrderRepository;
  db: Database;
}) {
  const { intake, claims, claimRepo, repo, db } = deps;

  async function answerRepeat(r: TMallClaimRequest): Promise<TMallClaimReply | undefined> {
    const earlier = await claimRepo.findByMallClaimId(r.mallClaimId);
    if (!earlier) return undefined;
    if (!sameClaim(earlier, r)) throw new AppError('CONFLICT', { messageKey: 'claim.msg.mallClaimConflict' });
    return replyOf(earlier);
  }

  async function open(r: TMallClaimRequest): Promise<TMallClaimReply> {
    const line = await repo.findAnyLine(r.ordNo, r.ordDtlSq);
    if (!line) throw new AppError('NOT_FOUND');
    const { supplyEntrCd } = line;
    return db.transaction(async () => {
      const claim = await intake.open({
        key: { supplyEntrCd, ordNo: r.ordNo, ordDtlSq: r.ordDtlSq },
        claimType: r.claimType,
        qty: r.qty,
        reasonCd: r.reasonCd,
        reqReason: r.reqReason,
        reqBy: 'BUYER',
        actor: BUYER_ACTOR,
        exchangeProdOptionCd: r.exchangeProdOptionCd,
        refundAccount: r.refundAccount,
        refundWayCd: r.refundWayCd,
        mallClaimId: r.mallClaimId,
        field: 'body',
      });
      // Nothing is being prepared yet: the cancel completes by itself (the system, not the buyer, completes it).
      if (r.claimType === 'CANCEL' && line.ordDtlStsCd === LINE_STATUS.paid)
        return replyOf(await claims.completeCancel({ supplyEntrCd, claimSq: claim.claimSq, actor: SYSTEM_ACTOR, releaseStock: true }));
      return replyOf(claim);
    });
  }

  return {
    async receiveClaim(r: TMallClaimRequest): Promise<TMallClaimReply> {
      const earlier = await answerRepeat(r);
      if (earlier) return earlier;
      try {
        return await open(r);
      } catch (e) {
        // The same claim sent twice at once: the second meets the first's id and answers as a repeat.
        if (violatedConstraint(e) !== 'ord_claim_mall_id_uq') throw e;
        const repeat = await answerRepeat(r);
        if (!repeat) throw e;
        return repeat;
      }
    },

    /** The buyer withdraws a claim until it is collected; a claim already withdrawn answers as it is. */
    async withdrawClaim(opts: { mallClaimId: string }): Promise<TMallClaimReply> {
      const claim = await claimRepo.findByMallClaimId(opts.mallClaimId);
      if (!claim) throw new AppError('NOT_FOUND');
      if (claim.withdrawDt) return replyOf(claim);
      return replyOf(await intake.withdraw({ supplyEntrCd: claim.supplyEntrCd, claimSq: claim.claimSq, actor: BUYER_ACTOR }));
    },
  };
}
export type ClaimMallService = ReturnType<typeof createClaimMallService>;
