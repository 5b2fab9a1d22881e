import { createHash } from 'node:crypto';
import { isOnSale, LINE_STATUS, promotionUnitDiscount, type TMallPlaceOrderReply, type TMallPlaceOrderRequest } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { violatedConstraint } from '@/platform/db/db-errors.ts';
import { AppError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import { addBusinessDays, businessDayOf } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { OrderableOption, ProductOrderingService } from '@/modules/product/product-ordering.service.ts';
import type { LinePromotion, PromotionPricesService } from '@/modules/promotion/promotion-prices.service.ts';
import { BUYER_ACTOR, type OrderMoves } from './order-moves.ts';
import type { NewOrderLine, OrderLineRow, OrderRepository } from './order.repository.ts';

/** A digest of the request as sent, so the same ordNo with another body is told apart from a retry. */
export const digestOf = (req: TMallPlaceOrderRequest) => createHash('sha256').update(JSON.stringify(req)).digest('hex');

const replyOf = (ordNo: string, lines: OrderLineRow[]): TMallPlaceOrderReply => ({
  ordNo,
  lines: lines.map((l) => ({ ordDtlSq: l.ordDtlSq, supplyEntrCd: l.supplyEntrCd, prodCd: l.prodCd, realOrdAmt: l.realOrdAmt })),
});

/** The won a promotion takes off a line: the unit discount on the option's product price (not its extra charge), times the quantity. */
export const promotionDiscountOf = (promotion: LinePromotion | undefined, o: Pick<OrderableOption, 'prodPrice'>, ordQty: number): number =>
  promotion ? promotionUnitDiscount(promotion, o.prodPrice) * ordQty : 0;

/** The running promotions of an order's products on its Seoul order day (one query for all its lines). */
export const linePromotionsOf = (prices: PromotionPricesService, req: TMallPlaceOrderRequest, options: OrderableOption[]) =>
  prices.findLinePromotions({ prodCds: options.map((o) => o.prodCd), day: seoulDate(new Date(req.ordDt)) });

/**
 * Line `i` of a placed order as stored: the catalogue's price and plan, the promotion it sells under (if any), the
 * mall's quantities and discounts (also the demo seed's rows).
 */
export function lineOf(req: TMallPlaceOrderRequest, i: number, o: OrderableOption, now: Date, promotion?: LinePromotion): NewOrderLine {
  const l = req.lines[i]!;
  const payDt = new Date(req.payDt);
  const payDay = businessDayOf(payDt);
  const unit = o.prodPrice + o.extraCharge;
  const ordAmt = unit * l.ordQty;
  const promDcAmt = promotionDiscountOf(promotion, o, l.ordQty);
  return {
    ordNo: req.ordNo,
    ordDtlSq: l.ordDtlSq,
    supplyEntrCd: o.supplyEntrCd,
    ordDt: new Date(req.ordDt),
    payDt,
    buyerNm: req.buyerNm,
    rcpNm: req.rcpNm,
    buyerAgeCd: req.buyerAgeCd ?? null,
    buyerSexCd: req.buyerSexCd ?? null,
    prodCd: o.prodCd,
    prodOptionCd: o.prodOptionCd,
    supplyProdCd: o.supplyProdCd,
    prodNm: o.prodNm,
    brandCd: o.brandCd,
    optionValue1: o.optionValue1,
    optionValue2: o.optionValue2,
    ordDtlStsCd: LINE_STATUS.paid,
    ordQty: l.ordQty,
    prodPrice: unit,
    ordAmt,
    gradeDiscountAmt: l.gradeDiscountAmt,
    couponAmt: l.couponAmt,
    couponBearer: l.couponBearer,
    couponNo: l.couponNo ?? null,
    couponNm: l.couponNm ?? null,
    promCd: promotion?.promCd ?? null,
    promDcAmt,
    promBearer: promotion?.bearer ?? 'MALL',
    pointAmt: l.pointAmt,
    egmAmt: l.egmAmt,
    // The sale amount after the discounts; points and e-gift mileage are ways of paying it (decisions.md).
    realOrdAmt: ordAmt - l.gradeDiscountAmt - l.couponAmt - promDcAmt,
    deliveryFee: l.deliveryFee,
    sellFeeRate: o.sellFeeRate,
    deliveryLocCd: o.deliveryLocCd,
    giPrrnDt: addBusinessDays(payDay, o.giDd),
    deliveryExpectDt: addBusinessDays(payDay, Math.max(o.ltDcnt, o.giDd + 1)),
    grntSrvcGoodsYn: o.grntSrvcGoodsYn,
    digitIssuStatus: o.grntSrvcGoodsYn === 'Y' ? 'WAITING' : null,
    upDt: now,
  };
}

/**
 * The mall's order intake (DESIGN "The mall is outside"): a paid order becomes lines of each seller, stock is
 * taken for every line in one transaction (all or nothing), and the dispatch and delivery dates are planned from
 * the product's dispatch days and lead time in Korean business days.
 */
export function createMallOrderService(deps: {
  repo: OrderRepository;
  moves: OrderMoves;
  ordering: ProductOrderingService;
  prices: PromotionPricesService;
  db: Database;
  clock: Clock;
}) {
  const { repo, moves, ordering, prices, db, clock } = deps;

  /**
   * Each line's option and promotion, refusing unknown options, products not on sale and the mall's discounts above
   * what the line costs after its promotion.
   */
  async function resolveLines(req: TMallPlaceOrderRequest): Promise<{ options: OrderableOption[]; promotions: Map<string, LinePromotion> }> {
    const errors: TKeyedFieldError[] = [];
    const seen = new Set<number>();
    const found: OrderableOption[] = [];
    for (const [i, line] of req.lines.entries()) {
      if (seen.has(line.ordDtlSq)) errors.push({ field: `lines.${i}.ordDtlSq`, messageKey: 'VALIDATION_ERROR' });
      seen.add(line.ordDtlSq);
      const option = await ordering.findOrderableOption(line.prodOptionCd);
      if (!option) errors.push({ field: `lines.${i}.prodOptionCd`, messageKey: 'order.msg.unknownOption' });
      else found.push(option);
    }
    if (errors.length > 0) throw new AppError('VALIDATION_ERROR', { fields: errors });
    const promotions = await linePromotionsOf(prices, req, found);
    for (const [i, line] of req.lines.entries()) {
      const option = found[i]!;
      const amount = (option.prodPrice + option.extraCharge) * line.ordQty - promotionDiscountOf(promotions.get(option.prodCd), option, line.ordQty);
      if (line.gradeDiscountAmt + line.couponAmt + line.pointAmt + line.egmAmt > amount) errors.push({ field: `lines.${i}`, messageKey: 'VALIDATION_ERROR' });
    }
    if (errors.length > 0) throw new AppError('VALIDATION_ERROR', { fields: errors });
    const notOnSale = req.lines.flatMap((_, i) =>
      isOnSale(found[i]!.prodStsCd) && found[i]!.saleAbleYn === 'Y' ? [] : [{ field: `lines.${i}.prodOptionCd`, messageKey: 'order.msg.notOnSale' as const }],
    );
    if (notOnSale.length > 0) throw new AppError('CONFLICT', { messageKey: 'order.msg.notOnSale', fields: notOnSale });
    return { options: found, promotions };
  }

  return {
    /** Places a paid order; the same order sent again answers the first reply, another body under its ordNo is 409. */
    async placeOrder(req: TMallPlaceOrderRequest): Promise<TMallPlaceOrderReply> {
      const hash = digestOf(req);
      const earlier = await answerRepeat(req.ordNo, hash);
      if (earlier) return earlier;
      const resolved = await resolveLines(req);
      try {
        return await insertOrder(req, hash, resolved);
      } catch (e) {
        // The same order sent twice at once: the second insert meets the first's key and answers as a repeat.
        if (violatedConstraint(e) !== 'ord_pkey') throw e;
        const repeat = await answerRepeat(req.ordNo, hash);
        if (!repeat) throw e;
        return repeat;
      }
    },
  };

  /** The first reply to an order already placed; 409 when the ordNo came with another body. */
  async function answerRepeat(ordNo: string, hash: string): Promise<TMallPlaceOrderReply | undefined> {
    const existing = await repo.findOrder(ordNo);
    if (!existing) return undefined;
    if (existing.requestHash !== hash) throw new AppError('CONFLICT', { messageKey: 'order.msg.orderConflict' });
    return replyOf(ordNo, await repo.listAllLines(ordNo));
  }

  async function insertOrder(
    req: TMallPlaceOrderRequest,
    hash: string,
    resolved: { options: OrderableOption[]; promotions: Map<string, LinePromotion> },
  ): Promise<TMallPlaceOrderReply> {
    return db.transaction(async () => {
      const { options, promotions } = resolved;
      const lines = req.lines.map((_, i) => lineOf(req, i, options[i]!, clock.now(), promotions.get(options[i]!.prodCd)));
      const { lines: _lines, ...order } = req;
      await repo.insertOrder(
        {
          ...order,
          ordDt: new Date(req.ordDt),
          payDt: new Date(req.payDt),
          puniPassNo: req.puniPassNo ?? null,
          requestHash: hash,
          createdDt: clock.now(),
        },
        lines,
      );
      // Stock in a fixed order, so two orders of the same options never wait on each other in a circle.
      const byOption = [...lines].sort((a, b) => a.prodOptionCd.localeCompare(b.prodOptionCd));
      for (const l of byOption) await ordering.reserveStock({ supplyEntrCd: l.supplyEntrCd, prodOptionCd: l.prodOptionCd, qty: l.ordQty });
      for (const l of lines)
        await moves.recordHistory(
          { supplyEntrCd: l.supplyEntrCd, ordNo: l.ordNo, ordDtlSq: l.ordDtlSq },
          { action: 'place', from: null, to: LINE_STATUS.paid, actor: BUYER_ACTOR },
        );
      return replyOf(req.ordNo, await repo.listAllLines(req.ordNo));
    });
  }
}
export type MallOrderService = ReturnType<typeof createMallOrderService>;
