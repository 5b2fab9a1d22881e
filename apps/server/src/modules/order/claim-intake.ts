import {
  BUYER_FAULT_REASONS,
  CLAIM_REASON,
  isOnSale,
  type TClaimReasonCd,
  type TClaimRequester,
  type TClaimType,
  type TFeeGubun,
  type TRefundAccount,
  type TRefundWayCd,
} from '@po/contracts';
import type { ProductBrandSlot } from '@/modules/product/product-brand-port.ts';
import type { ProductOrderingService } from '@/modules/product/product-ordering.service.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import type { ClaimRow } from './order-claim.repository.ts';
import type { OrderClaims } from './order-claims.ts';
import type { OrderActorRef } from './order-moves.ts';
import type { LineKey, OrderLineRow, OrderRepository } from './order.repository.ts';

/** Payments refunded to a bank account: a cancel or return of them needs the buyer's account (decisions.md). */
const ACCOUNT_REFUNDED_PAYMENTS = ['VBANK', 'TRANSFER'];

export interface ClaimIntake {
  key: LineKey;
  claimType: TClaimType;
  qty: number;
  reasonCd: TClaimReasonCd;
  reqReason: string;
  reqBy: TClaimRequester;
  actor: OrderActorRef;
  exchangeProdOptionCd?: string | undefined;
  refundAccount?: TRefundAccount | undefined;
  refundWayCd?: TRefundWayCd | undefined;
  feeGubun?: TFeeGubun | undefined;
  giftYn?: 'Y' | 'N';
  mallClaimId?: string;
  /** Where in the request the line is, for a field error (`lines.0`). */
  field: string;
}

/** The fault party a reason settles: the buyer's own reasons the buyer, "other" nobody yet (the seller decides), the rest the seller. */
export const faultOf = (reasonCd: TClaimReasonCd): TFeeGubun | null =>
  BUYER_FAULT_REASONS.includes(reasonCd) ? 'BUYER' : reasonCd === CLAIM_REASON.other ? null : 'SELLER';

/**
 * Opening a claim as the receipts (seller's and mall's) do: the refund account a payment needs, the fault party
 * and the return fee from the brand (through the product module's brand port), and for an exchange the option
 * wanted instead, checked and its stock reserved. The quantity rules stay in order-claims.ts (openClaim).
 */
export function createClaimIntake(deps: {
  claims: OrderClaims;
  repo: OrderRepository;
  ordering: ProductOrderingService;
  brands: ProductBrandSlot;
  db: Database;
}) {
  const { claims, repo, ordering, brands, db } = deps;

  /** The brand's fee the buyer at fault pays: the return fee for a return, the exchange fee for an exchange. */
  async function feeOf(line: OrderLineRow, claimType: TClaimType, fault: TFeeGubun | null): Promise<number> {
    if (claimType === 'CANCEL' || fault !== 'BUYER') return 0;
    const fees = await brands.findBrandFees({ supplyEntrCd: line.supplyEntrCd, brandCd: line.brandCd });
    return (claimType === 'RETURN' ? fees?.rtrnDlcst : fees?.exchDlcst) ?? 0;
  }

  /** Another option of the line's product, on sale, with stock for the quantity (taken now, given back on withdraw). */
  async function reserveExchange(line: OrderLineRow, optionCd: string, qty: number) {
    const o = await ordering.findOrderableOption(optionCd);
    if (
      !o ||
      o.prodCd !== line.prodCd ||
      o.prodOptionCd === line.prodOptionCd ||
      o.supplyEntrCd !== line.supplyEntrCd ||
      !isOnSale(o.prodStsCd) ||
      o.saleAbleYn !== 'Y'
    )
      throw new AppError('CONFLICT', { messageKey: 'claim.msg.exchangeOptionInvalid' });
    try {
      await ordering.reserveStock({ supplyEntrCd: line.supplyEntrCd, prodOptionCd: optionCd, qty });
    } catch (e) {
      if (e instanceof AppError && e.code === 'CONFLICT') throw new AppError('CONFLICT', { messageKey: 'order.msg.noAvailableQty' });
      throw e;
    }
  }

  return {
    /** Opens one claim (the caller's transaction holds several lines together); 404 for a line not the seller's. */
    async open(i: ClaimIntake): Promise<ClaimRow> {
      const line = await repo.findLine(i.key);
      const order = line && (await repo.findOrder(line.ordNo));
      if (!line || !order) throw new AppError('NOT_FOUND');
      if (i.claimType !== 'EXCHANGE' && ACCOUNT_REFUNDED_PAYMENTS.includes(order.payKindCd) && !i.refundAccount)
        throw validationError([{ field: 'refundAccount', messageKey: 'claim.msg.refundAccountRequired' }]);
      if (i.claimType === 'EXCHANGE' && !i.exchangeProdOptionCd)
        throw validationError([{ field: `${i.field}.exchangeProdOptionCd`, messageKey: 'claim.msg.optionRequired' }]);
      const fault = i.feeGubun ?? faultOf(i.reasonCd);
      const returnFee = await feeOf(line, i.claimType, fault);
      return db.transaction(async () => {
        const claim = await claims.openClaim({
          key: i.key,
          claimType: i.claimType,
          qty: i.qty,
          reqBy: i.reqBy,
          reasonCd: i.reasonCd,
          reqReason: i.reqReason,
          actor: i.actor,
          openMarket: order.openMarketYn === 'Y',
          fields: {
            feeGubun: fault,
            returnFee,
            // A buyer at fault pays a return fee out of the refund; an exchange has no refund to take it from.
            returnFeePayCd: fault === 'BUYER' && i.claimType !== 'CANCEL' ? (i.claimType === 'RETURN' ? 'DEDUCT' : 'SEPARATE') : null,
            giftYn: i.giftYn ?? 'N',
            refundWayCd: i.refundWayCd ?? null,
            refundBankCd: i.refundAccount?.refundBankCd ?? null,
            refundAccountNm: i.refundAccount?.refundAccountNm ?? null,
            refundAccountNo: i.refundAccount?.refundAccountNo ?? null,
            exchangeProdOptionCd: i.claimType === 'EXCHANGE' ? (i.exchangeProdOptionCd ?? null) : null,
            mallClaimId: i.mallClaimId ?? null,
          },
        });
        if (i.claimType === 'EXCHANGE') await reserveExchange(line, i.exchangeProdOptionCd!, i.qty);
        return claim;
      });
    },

    /** Withdraws a claim (buyer or seller) and gives back the stock an exchange reserved. */
    async withdraw(opts: {
      supplyEntrCd: string;
      claimSq: number;
      actor: OrderActorRef;
      reason?: string | undefined;
      expectedVersion?: number | undefined;
    }): Promise<ClaimRow> {
      return db.transaction(async () => {
        const done = await claims.withdrawClaim(opts);
        if (done.claimType === 'EXCHANGE' && done.exchangeProdOptionCd)
          await ordering.releaseStock({ supplyEntrCd: done.supplyEntrCd, prodOptionCd: done.exchangeProdOptionCd, qty: done.claimQty });
        return done;
      });
    },
  };
}
export type ClaimIntakeService = ReturnType<typeof createClaimIntake>;
