import { BUYER_FAULT_REASONS } from '@po/contracts';
import type { ClaimRow } from '@/modules/order/order-claim.repository.ts';
import { BUYER_ACTOR, CARRIER_ACTOR, sellerActor, SYSTEM_ACTOR, type OrderActorRef } from '@/modules/order/order-moves.ts';
import type { LineKey, OrderLineRow } from '@/modules/order/order.repository.ts';
import type { DemoCore } from './demo-order-memory.ts';
import type { DemoLineStep } from './demo-order-plan.ts';
import { CATALOG_SELLERS } from './demo-products.ts';

/** One line living its planned steps: each step is the move a seller, the buyer, the carrier or a job makes. */
export class DemoLine {
  private claim: ClaimRow | undefined;
  private readonly key: LineKey;
  private readonly seller: OrderActorRef;

  constructor(
    private readonly core: DemoCore,
    private readonly line: OrderLineRow,
    private readonly openMarket: boolean,
    private readonly sellerCompletesCancels: boolean,
  ) {
    this.key = { supplyEntrCd: line.supplyEntrCd, ordNo: line.ordNo, ordDtlSq: line.ordDtlSq };
    this.seller = sellerActor(CATALOG_SELLERS[line.supplyEntrCd] ?? { mgrId: 'seller', nm: 'seller' });
  }

  async apply(step: DemoLineStep): Promise<void> {
    const { moves, claims } = this.core;
    const key = this.key;
    const at = step.at;
    switch (step.kind) {
      case 'prepare':
        await moves.moveLine({ key, action: 'prepare', actor: this.seller });
        return;
      case 'ship':
        await moves.moveLine({
          key,
          action: 'ship',
          actor: this.seller,
          patch: () => ({ deliveryEntrCd: step.deliveryEntrCd, invoiceNo: step.invoiceNo, invoiceDt: at, delayStsCd: null }),
        });
        return;
      case 'deliver':
        await moves.moveLine({ key, action: 'deliver', actor: CARRIER_ACTOR, patch: () => ({ deliveredDt: at, delayStsCd: null }) });
        return;
      case 'deliveryDelay':
      case 'arrivalDelay':
        await moves.changeLine({ key, action: 'delayMark', actor: SYSTEM_ACTOR, patch: () => ({ delayStsCd: step.kind === 'deliveryDelay' ? '72' : '82' }) });
        return;
      case 'confirm':
        await moves.changeLine({ key, action: 'confirm', actor: step.by === 'buyer' ? BUYER_ACTOR : SYSTEM_ACTOR, patch: () => ({ purchaseConfirmDt: at }) });
        return;
      case 'cancel': {
        const partial = this.line.ordQty > 1 && step.by === 'BUYER' && at.getTime() % 3 === 0;
        this.claim = await claims.openClaim({
          key,
          claimType: 'CANCEL',
          qty: partial ? this.line.ordQty - 1 : this.line.ordQty,
          reqBy: step.by,
          reasonCd: step.reasonCd,
          actor: step.by === 'BUYER' ? BUYER_ACTOR : this.seller,
          openMarket: this.openMarket,
          ...(step.by === 'SELLER' ? { reqReason: '품절로 인해 주문을 취소합니다.' } : {}),
        });
        return;
      }
      case 'cancelComplete': {
        const soldOut = this.claim!.reasonCd === '05';
        const actor = soldOut || this.sellerCompletesCancels ? this.seller : SYSTEM_ACTOR;
        this.claim = await claims.completeCancel({ supplyEntrCd: key.supplyEntrCd, claimSq: this.claim!.claimSq, actor, releaseStock: !soldOut });
        return;
      }
      case 'cancelWithdraw':
      case 'claimWithdraw':
        this.claim = await claims.withdrawClaim({
          supplyEntrCd: key.supplyEntrCd,
          claimSq: this.claim!.claimSq,
          actor: BUYER_ACTOR,
          reason: '단순 변심으로 철회합니다.',
        });
        return;
      case 'claim':
        this.claim = await claims.openClaim({
          key,
          claimType: step.claimType,
          qty: step.qty,
          reqBy: 'BUYER',
          reasonCd: step.reasonCd,
          actor: BUYER_ACTOR,
          openMarket: this.openMarket,
          fields: this.feesOf(step),
        });
        return;
      case 'collect':
        this.claim = await claims.moveClaim({
          claim: this.claim!,
          action: 'collect',
          actor: this.seller,
          patch: { rdeliveryEntrCd: step.deliveryEntrCd, rinvoiceNo: step.invoiceNo, collectDt: at },
        });
        return;
      case 'collected':
        this.claim = await claims.moveClaim({ claim: this.claim!, action: 'collectComplete', actor: CARRIER_ACTOR, patch: { collectCompleteDt: at } });
        return;
      case 'hold':
        this.claim = await claims.moveClaim({
          claim: this.claim!,
          action: 'hold',
          actor: this.seller,
          patch: { holdReason: step.reason, holdDt: at },
          memo: step.reason,
        });
        return;
      case 'claimComplete':
        await this.completeReturn(at);
        return;
    }
  }

  /** Who pays the pickup (the reason decides), how a buyer at fault pays it, and how the refund goes back. */
  private feesOf(step: Extract<DemoLineStep, { kind: 'claim' }>) {
    const buyerFault = BUYER_FAULT_REASONS.includes(step.reasonCd);
    const freeShipped = this.line.deliveryFee === 0;
    const returnFee = !buyerFault ? 0 : step.claimType === 'EXCHANGE' || freeShipped ? 6_000 : 3_000;
    return {
      feeGubun: buyerFault ? 'BUYER' : 'SELLER',
      returnFee,
      returnFeePayCd: buyerFault ? (step.qty % 2 === 0 ? 'SEPARATE' : 'DEDUCT') : null,
      refundWayCd: step.claimType === 'RETURN' ? (this.line.pointAmt > 0 ? 'POINT' : 'ORIGINAL') : null,
      exchangeProdOptionCd: step.claimType === 'EXCHANGE' ? this.line.prodOptionCd : null,
    };
  }

  /** The seller completes a collected return: its quantity moves to returned and the refund is recorded. */
  private async completeReturn(at: Date): Promise<void> {
    const claim = this.claim!;
    const share = Math.floor((this.line.realOrdAmt * claim.claimQty) / this.line.ordQty);
    const refundAmt = Math.max(0, share - (claim.returnFeePayCd === 'DEDUCT' ? claim.returnFee : 0));
    this.claim = await this.core.claims.moveClaim({ claim, action: 'complete', actor: this.seller, patch: { completeDt: at, refundAmt, refundDt: at } });
    await this.core.moves.changeLine({
      key: this.key,
      action: 'returnQty',
      actor: this.seller,
      patch: (l) => ({ claimQty: l.claimQty - claim.claimQty, returnQty: l.returnQty + claim.claimQty }),
      claimSq: claim.claimSq,
    });
    await this.core.moves.notifyBuyer(claim, 'REFUND', { claimSq: claim.claimSq, refundAmt });
  }
}
