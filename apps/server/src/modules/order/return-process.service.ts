import { CLAIM_STATUS, type TClaimActionReply, type TClaimFeeRequest, type TCollectRequest, type TMessageKey } from '@po/contracts';
import type { DeliveryLocService } from '@/modules/delivery/delivery-loc.service.ts';
import type { ProductBrandSlot } from '@/modules/product/product-brand-port.ts';
import type { GoodsFlowGateway } from '@/platform/goods-flow/goods-flow-gateway.ts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import type { ClaimIntakeService } from './claim-intake.ts';
import type { ClaimRow, NewClaim, OrderClaimRepository } from './order-claim.repository.ts';
import type { OrderClaims } from './order-claims.ts';
import { sellerActor, type OrderActorRef, type OrderMoves } from './order-moves.ts';
import type { OrderRepository } from './order.repository.ts';
import type { ReturnComplete } from './return-complete.ts';
import { toActionReply } from './return-view.ts';

const refuse = (messageKey: TMessageKey) => new AppError('CONFLICT', { messageKey });
/** Statuses in which the recovery complete popup may still change the fault party and fees. */
const EDITABLE: readonly string[] = [CLAIM_STATUS.requested, CLAIM_STATUS.collect, CLAIM_STATUS.collected];

/**
 * The seller's processing of returns and exchanges (spec §2 /return, §4, §5), one item per call: pickup, recovery
 * complete, fees, completion, hold, withdraw; and the CS centre's release of a hold. Each call locks the claim
 * (the version the screen read is checked) and moves it through CLAIM_MACHINE.
 */
export function createReturnProcessService(deps: {
  claims: OrderClaims;
  claimRepo: OrderClaimRepository;
  repo: OrderRepository;
  moves: OrderMoves;
  intake: ClaimIntakeService;
  completion: ReturnComplete;
  sites: DeliveryLocService;
  gateway: GoodsFlowGateway;
  brands: ProductBrandSlot;
  db: Database;
  clock: Clock;
}) {
  const { claims, claimRepo, repo, moves, intake, completion, sites, gateway, brands, db, clock } = deps;

  /** The seller's return or exchange, locked; a cancel is not processed here. */
  async function lockReturn(session: SessionContext, claimSq: number, version?: number) {
    const claim = await claims.lockClaim(companyOf(session), claimSq, version);
    if (claim.claimType === 'CANCEL') throw refuse('claim.msg.notAReturn');
    return { claim, actor: sellerActor(actorOf(session)) };
  }

  /** The pickup the line's shipping site can ask of its goods-flow contract (an approved one verifies the site). */
  async function autoPickup(claim: ClaimRow): Promise<Partial<NewClaim> | null> {
    const line = await repo.findLine(claim);
    if (!line) return null;
    const site = await sites.requireSite(line.supplyEntrCd, line.deliveryLocCd).catch(() => null);
    if (site?.verifiedYn !== 'Y') return null;
    // Booked with the provider: its pickup invoice lets the carrier's RETURN_DELIVERED event find the claim.
    const booked = await gateway.requestPickup({
      supplyEntrCd: line.supplyEntrCd,
      deliveryLocCd: line.deliveryLocCd,
      deliveryEntrCd: site.deliveryEntrCd,
      ordNo: line.ordNo,
      ordDtlSq: line.ordDtlSq,
      claimSq: claim.claimSq,
    });
    if (!booked.ok) throw refuse('claim.msg.pickupRefused');
    return { autoCollectYn: 'Y', rdeliveryEntrCd: site.deliveryEntrCd, rinvoiceNo: booked.invoiceNo };
  }

  const step = (session: SessionContext, claimSq: number, version: number | undefined, run: (c: ClaimRow, a: OrderActorRef) => Promise<ClaimRow>) =>
    db.transaction(async () => {
      const { claim, actor } = await lockReturn(session, claimSq, version);
      return toActionReply(await run(claim, actor));
    });

  return {
    /** Pickup with the carrier's invoice, or through goods-flow when the invoice is left out and the site has a contract. */
    collect(opts: { session: SessionContext; claimSq: number; body: TCollectRequest }): Promise<TClaimActionReply> {
      const b = opts.body;
      return step(opts.session, opts.claimSq, b.version, async (claim, actor) => {
        const manual = b.rinvoiceNo && b.rdeliveryEntrCd ? { autoCollectYn: 'N' as const, rdeliveryEntrCd: b.rdeliveryEntrCd, rinvoiceNo: b.rinvoiceNo } : null;
        const pickup = manual ?? (b.rinvoiceNo || b.rdeliveryEntrCd ? null : await autoPickup(claim));
        if (!pickup) throw validationError([{ field: b.rdeliveryEntrCd ? 'rinvoiceNo' : 'rdeliveryEntrCd', messageKey: 'claim.msg.pickupInvoiceRequired' }]);
        return claims.moveClaim({ claim, action: 'collect', actor, patch: { ...pickup, collectDt: clock.now() }, memo: pickup.rinvoiceNo ?? 'goods-flow' });
      });
    },

    /** Recovery complete: the item is back with the seller. */
    collectComplete(opts: { session: SessionContext; claimSq: number; version?: number | undefined }): Promise<TClaimActionReply> {
      return step(opts.session, opts.claimSq, opts.version, (claim, actor) =>
        claims.moveClaim({ claim, action: 'collectComplete', actor, patch: { collectCompleteDt: clock.now() } }),
      );
    },

    /**
     * The recovery complete popup's fields. A new fault party without a fee takes the brand's fee (none for the
     * seller's fault); a buyer at fault pays a return's fee out of the refund unless told otherwise.
     */
    updateFees(opts: { session: SessionContext; claimSq: number; body: TClaimFeeRequest }): Promise<TClaimActionReply> {
      const { version, ...b } = opts.body;
      return step(opts.session, opts.claimSq, version, async (claim, actor) => {
        if (!EDITABLE.includes(claim.claimStsCd)) throw refuse(claim.claimStsCd === CLAIM_STATUS.hold ? 'order.msg.onHold' : 'order.msg.recoveryRefused');
        const patch: Partial<NewClaim> = { ...b };
        if (b.feeGubun && b.feeGubun !== claim.feeGubun) {
          const line = await repo.findLine(claim);
          const fees = line && b.feeGubun === 'BUYER' ? await brands.findBrandFees({ supplyEntrCd: line.supplyEntrCd, brandCd: line.brandCd }) : null;
          patch.returnFee = b.returnFee ?? (b.feeGubun === 'BUYER' ? ((claim.claimType === 'RETURN' ? fees?.rtrnDlcst : fees?.exchDlcst) ?? 0) : 0);
          patch.returnFeePayCd = b.returnFeePayCd ?? (b.feeGubun === 'BUYER' ? (claim.claimType === 'RETURN' ? 'DEDUCT' : 'SEPARATE') : null);
        }
        const next = { ...claim, ...patch, upDt: clock.now() };
        await claimRepo.updateClaim(claim.supplyEntrCd, claim.claimSq, { ...patch, upDt: next.upDt });
        await moves.recordHistory(claim, {
          action: 'claim:fees',
          from: claim.claimStsCd,
          to: claim.claimStsCd,
          actor,
          claimSq: claim.claimSq,
          memo: JSON.stringify(patch),
        });
        return { ...next, version: claim.version + 1 };
      });
    },

    /** Completes a collected return (refund) or exchange (new line); refused with the spec §8 reasons. */
    async complete(opts: { session: SessionContext; claimSq: number; version?: number | undefined }): Promise<TClaimActionReply> {
      return db.transaction(async () => {
        await lockReturn(opts.session, opts.claimSq);
        return toActionReply(
          await completion.complete({
            supplyEntrCd: companyOf(opts.session),
            claimSq: opts.claimSq,
            actor: sellerActor(actorOf(opts.session)),
            expectedVersion: opts.version,
          }),
        );
      });
    },

    /** Recovery hold: the completion is blocked and the claim handed to the mall's CS centre with the reason. */
    hold(opts: { session: SessionContext; claimSq: number; holdReason: string; version?: number | undefined }): Promise<TClaimActionReply> {
      return step(opts.session, opts.claimSq, opts.version, (claim, actor) =>
        claims.moveClaim({ claim, action: 'hold', actor, patch: { holdReason: opts.holdReason, holdDt: clock.now() }, memo: opts.holdReason }),
      );
    },

    /** Withdraws a return or exchange until it is collected (an exchange's reserved stock comes back). */
    async withdraw(opts: { session: SessionContext; claimSq: number; reason?: string | undefined; version?: number | undefined }): Promise<TClaimActionReply> {
      return db.transaction(async () => {
        const { actor } = await lockReturn(opts.session, opts.claimSq);
        return toActionReply(
          await intake.withdraw({ supplyEntrCd: companyOf(opts.session), claimSq: opts.claimSq, actor, reason: opts.reason, expectedVersion: opts.version }),
        );
      });
    },

    /** The CS centre releases a hold with a memo: the claim is collected again and the seller may complete it. */
    async release(opts: { session: SessionContext; claimSq: number; releaseMemo: string }): Promise<TClaimActionReply> {
      return db.transaction(async () => {
        const found = await claimRepo.findAnyClaim(opts.claimSq);
        if (!found) throw new AppError('NOT_FOUND');
        const claim = await claims.lockClaim(found.supplyEntrCd, found.claimSq);
        const a = actorOf(opts.session);
        const actor: OrderActorRef = { type: 'operator', id: a.mgrId, nm: a.nm };
        return toActionReply(
          await claims.moveClaim({ claim, action: 'release', actor, patch: { releaseMemo: opts.releaseMemo, releaseDt: clock.now() }, memo: opts.releaseMemo }),
        );
      });
    },
  };
}
export type ReturnProcessService = ReturnType<typeof createReturnProcessService>;
