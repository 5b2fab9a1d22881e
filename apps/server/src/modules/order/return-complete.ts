import { CLAIM_MACHINE, LINE_STATUS, type TClaimStsCd, type TMessageKey } from '@po/contracts';
import type { ProductOrderingService } from '@/modules/product/product-ordering.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import { addBusinessDays, businessDayOf } from '@/platform/time/business-days.ts';
import type { ClaimRow } from './order-claim.repository.ts';
import type { OrderClaims } from './order-claims.ts';
import type { OrderActorRef, OrderMoves } from './order-moves.ts';
import type { LineKey, OrderLineRow } from './order.repository.ts';
import type { ReturnListRepository } from './return-list.repository.ts';

const refuse = (messageKey: TMessageKey) => new AppError('CONFLICT', { messageKey });

/** The spec §8 return-complete refusals, in the order the recovery complete popup settles them. */
export function completeRefusal(claim: ClaimRow, line: Pick<OrderLineRow, 'pointAmt'>): TMessageKey | null {
  if (claim.giftYn === 'Y' && claim.giftCheckedYn === 'N') return 'claim.msg.giftNotChecked';
  if (claim.feeGubun === null) return 'claim.msg.faultNotDecided';
  // Points paid part of the line: whether they come back as points or money is the seller's confirmed choice.
  if (claim.claimType === 'RETURN' && line.pointAmt > 0 && claim.refundWayCd === null) return 'claim.msg.pointRefundUnconfirmed';
  if (claim.feeGubun === 'BUYER' && claim.returnFee > 0 && claim.returnFeePayCd === 'SEPARATE' && claim.returnFeePaidYn === 'N') return 'claim.msg.feeNotPaid';
  return null;
}

/**
 * The refund of `qty` more returned units: the line's sale amount shared by quantity, counted cumulatively so the
 * parts of several returns add up to the whole (integer won, the remainder on the last), less the return fee when
 * the buyer at fault has it deducted.
 */
export function refundOf(
  line: Pick<OrderLineRow, 'realOrdAmt' | 'ordQty' | 'returnQty'>,
  claim: Pick<ClaimRow, 'claimQty' | 'feeGubun' | 'returnFee' | 'returnFeePayCd'>,
): number {
  const shareTo = (n: number) => Math.floor((line.realOrdAmt * n) / line.ordQty);
  const share = shareTo(line.returnQty + claim.claimQty) - shareTo(line.returnQty);
  const fee = claim.feeGubun === 'BUYER' && claim.returnFeePayCd !== 'SEPARATE' ? claim.returnFee : 0;
  return Math.max(0, share - fee);
}

/**
 * Completing a collected return or exchange (spec §4, §5: one item at a time). A return moves its quantity to
 * returnQty, puts the stock back and refunds at once (the buyer is told); an exchange moves it to exchangeQty, puts
 * the returned item back in stock and makes a new preparing line of the same order with the option reserved at
 * receipt, at no price difference (the buyer paid on the original line).
 */
export function createReturnComplete(deps: {
  claims: OrderClaims;
  moves: OrderMoves;
  lists: ReturnListRepository;
  ordering: ProductOrderingService;
  db: Database;
  clock: Clock;
}) {
  const { claims, moves, lists, ordering, db, clock } = deps;
  const keyOf = (c: ClaimRow): LineKey => ({ supplyEntrCd: c.supplyEntrCd, ordNo: c.ordNo, ordDtlSq: c.ordDtlSq });

  async function exchangeLine(line: OrderLineRow, claim: ClaimRow, actor: OrderActorRef): Promise<number> {
    await lists.lockOrder(line.ordNo);
    const ordDtlSq = (await lists.maxLineSq(line.ordNo)) + 1;
    const o = await ordering.findOrderableOption(claim.exchangeProdOptionCd ?? '');
    if (!o) throw refuse('order.msg.noAvailableQty');
    const today = businessDayOf(clock.now());
    await lists.insertLine({
      ...line,
      ordDtlSq,
      prodOptionCd: o.prodOptionCd,
      optionValue1: o.optionValue1,
      optionValue2: o.optionValue2,
      ordDtlStsCd: LINE_STATUS.preparing,
      delayStsCd: null,
      ordQty: claim.claimQty,
      cancelQty: 0,
      returnQty: 0,
      exchangeQty: 0,
      claimQty: 0,
      ordAmt: 0,
      gradeDiscountAmt: 0,
      couponAmt: 0,
      pointAmt: 0,
      egmAmt: 0,
      realOrdAmt: 0,
      deliveryFee: 0,
      invoiceNo: null,
      invoiceDt: null,
      deliveryEntrCd: null,
      giPrrnDt: addBusinessDays(today, 1),
      deliveryExpectDt: addBusinessDays(today, 2),
      deliveredDt: null,
      purchaseConfirmDt: null,
      delayReasonCd: null,
      delayReason: null,
      delayNoticeDt: null,
      soldoutYn: 'N',
      soldoutDt: null,
      orgOrdDtlSq: line.ordDtlSq,
      digitIssuStatus: line.grntSrvcGoodsYn === 'Y' ? 'WAITING' : null,
      digitIssuDt: null,
      sellerMemo: '',
      version: 1,
      upDt: clock.now(),
    });
    const created = { supplyEntrCd: line.supplyEntrCd, ordNo: line.ordNo, ordDtlSq };
    await moves.recordHistory(created, { action: 'exchange', from: null, to: LINE_STATUS.preparing, actor, claimSq: claim.claimSq, memo: `${line.ordDtlSq}` });
    return ordDtlSq;
  }

  return {
    async complete(opts: { supplyEntrCd: string; claimSq: number; actor: OrderActorRef; expectedVersion?: number | undefined }): Promise<ClaimRow> {
      return db.transaction(async () => {
        const claim = await claims.lockClaim(opts.supplyEntrCd, opts.claimSq, opts.expectedVersion);
        if (claim.claimType === 'CANCEL') throw refuse('claim.msg.notAReturn');
        requireTransition(CLAIM_MACHINE, { from: claim.claimStsCd as TClaimStsCd, action: 'complete', who: opts.actor.type });
        const line = await moves.lockLine(keyOf(claim));
        const refusal = completeRefusal(claim, line);
        if (refusal) throw refuse(refusal);
        const q = claim.claimQty;
        const now = clock.now();
        let done: ClaimRow;
        if (claim.claimType === 'RETURN') {
          const refundAmt = refundOf(line, claim);
          const refundWayCd = claim.refundWayCd ?? 'ORIGINAL';
          done = await claims.moveClaim({ claim, action: 'complete', actor: opts.actor, patch: { completeDt: now, refundAmt, refundDt: now, refundWayCd } });
          await moves.changeLine({
            key: keyOf(claim),
            action: 'returnQty',
            actor: opts.actor,
            claimSq: claim.claimSq,
            patch: (l) => ({ claimQty: l.claimQty - q, returnQty: l.returnQty + q }),
          });
          await moves.notifyBuyer(claim, 'REFUND', { claimSq: claim.claimSq, qty: q, refundAmt, refundWayCd });
        } else {
          const exchangeOrdDtlSq = await exchangeLine(line, claim, opts.actor);
          done = await claims.moveClaim({ claim, action: 'complete', actor: opts.actor, patch: { completeDt: now, exchangeOrdDtlSq } });
          await moves.changeLine({
            key: keyOf(claim),
            action: 'exchangeQty',
            actor: opts.actor,
            claimSq: claim.claimSq,
            patch: (l) => ({ claimQty: l.claimQty - q, exchangeQty: l.exchangeQty + q }),
          });
        }
        // The item came back: its stock is sellable again.
        await ordering.releaseStock({ supplyEntrCd: claim.supplyEntrCd, prodOptionCd: line.prodOptionCd, qty: q });
        return done;
      });
    },
  };
}
export type ReturnComplete = ReturnType<typeof createReturnComplete>;
