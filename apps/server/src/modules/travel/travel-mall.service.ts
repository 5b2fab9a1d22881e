import { PROD_STATUS, stayNights, TRAVEL_LIMITS, type TMallTravelBookRequest, type TMallTravelOrderReply, type TTravelOrderAction } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { violatedConstraint } from '@/platform/db/db-errors.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { TravelEstimateMoves } from './travel-estimate-moves.ts';
import { createMallEstimateCalls } from './travel-mall-estimates.ts';
import { conflict, digestOf } from './travel-mall-rules.ts';
import type { TravelEstimateRepository } from './travel-estimate.repository.ts';
import { MALL_ACTOR, type SyncSoldOut, type TravelOrderMoves } from './travel-order-moves.ts';
import { orderRefKey, type TravelOrderRepository, type TravelOrderRow } from './travel-order.repository.ts';
import type { BookableRoom, TravelStockRepository } from './travel-stock.repository.ts';

const orderReply = (r: TravelOrderRow): TMallTravelOrderReply => ({
  ordNo: r.ordNo,
  ordDtlSq: r.ordDtlSq,
  supplyEntrCd: r.supplyEntrCd,
  prodCd: r.prodCd,
  roomSeq: r.roomSeq,
  rsvStsCd: r.rsvStsCd as TMallTravelOrderReply['rsvStsCd'],
  ordAmt: r.ordAmt,
});

/**
 * The mall's travel calls (DESIGN "The mall is outside"): a booking takes every night's stock in one transaction
 * (all or nothing) and starts in reservation wait; the mall's moves and estimate calls are idempotent by its ids.
 */
export function createTravelMallService(deps: {
  orders: TravelOrderRepository;
  estimates: TravelEstimateRepository;
  stock: TravelStockRepository;
  orderMoves: TravelOrderMoves;
  estimateMoves: TravelEstimateMoves;
  db: Database;
  clock: Clock;
  syncSoldOut: SyncSoldOut;
}) {
  const { orders, estimates, stock, db, clock } = deps;

  async function repeatOf(ordNo: string, ordDtlSq: number, hash: string): Promise<TMallTravelOrderReply | undefined> {
    const earlier = await orders.findByMallKey(ordNo, ordDtlSq);
    if (!earlier) return undefined;
    if (earlier.requestHash !== hash) throw conflict('travelOrder.msg.mallRequestMismatch');
    return orderReply(earlier);
  }

  /** Takes every night of the stay (in date order, so two bookings never wait on each other in a circle). */
  async function takeStay(room: BookableRoom, req: TMallTravelBookRequest) {
    const nights = stayNights(req.checkInDt, req.checkOutDt);
    if (req.checkInDt < room.rsvStartDt || nights.at(-1)! > room.rsvEndDt) throw conflict('travelOrder.msg.outOfWindow');
    const calendar = await stock.listNights(room, req.checkInDt, req.checkOutDt);
    if (calendar.length !== nights.length) throw conflict('travelOrder.msg.outOfWindow');
    if (calendar.some((n) => n.saleYn !== 'Y')) throw conflict('travelOrder.msg.notOnSale');
    for (const n of calendar) if (!(await stock.takeNight(room, n.stayDt, req.roomCnt, clock.now()))) throw conflict('travelOrder.msg.noStock');
    return calendar;
  }

  async function book(req: TMallTravelBookRequest): Promise<TMallTravelOrderReply> {
    const hash = digestOf(req);
    const earlier = await repeatOf(req.ordNo, req.ordDtlSq, hash);
    if (earlier) return earlier;
    if (stayNights(req.checkInDt, req.checkOutDt).length > TRAVEL_LIMITS.nightsMax) {
      throw new AppError('VALIDATION_ERROR', { fields: [{ field: 'checkOutDt', messageKey: 'VALIDATION_ERROR' }] });
    }
    const room = await stock.findBookableRoom(req.prodCd, req.roomSeq);
    if (!room) throw new AppError('NOT_FOUND', { messageKey: 'travelOrder.msg.roomNotFound' });
    if (room.prodStsCd !== PROD_STATUS.normal) throw conflict('travelOrder.msg.notOnSale');
    try {
      const row = await db.transaction(async () => {
        const calendar = await takeStay(room, req);
        const now = clock.now();
        const { prodCd: _p, roomSeq: _r, ordDt, payDt, ...rest } = req;
        await orders.insertOrder(
          {
            ...rest,
            supplyEntrCd: room.supplyEntrCd,
            prodCd: room.prodCd,
            roomSeq: room.roomSeq,
            prodNm: room.prodNm,
            roomNm: room.roomNm,
            ordAmt: calendar.reduce((sum, n) => sum + n.price, 0) * req.roomCnt,
            rsvStsCd: 'RSV_WAIT',
            ordDt: new Date(ordDt),
            payDt: new Date(payDt),
            requestHash: hash,
            upDt: now,
          },
          calendar.map((n) => ({ stayDt: n.stayDt, price: n.price })),
        );
        await orders.insertHistory({
          supplyEntrCd: room.supplyEntrCd,
          kind: 'ORDER',
          refKey: orderRefKey(req),
          fromStsCd: null,
          toStsCd: 'RSV_WAIT',
          action: 'book',
          actorType: 'mall',
          actorId: MALL_ACTOR.id,
          actorNm: MALL_ACTOR.nm,
          changedDt: now,
        });
        return (await orders.findByMallKey(req.ordNo, req.ordDtlSq))!;
      });
      await deps.syncSoldOut(room);
      return orderReply(row);
    } catch (e) {
      // The same booking sent twice at once: the second insert meets the first's key and answers as a repeat.
      const constraint = violatedConstraint(e);
      if (constraint !== 'travel_order_pkey' && constraint !== 'travel_order_mall_uq') throw e;
      const repeat = await repeatOf(req.ordNo, req.ordDtlSq, hash);
      if (!repeat) throw e;
      return repeat;
    }
  }

  /** A mall move of a reservation; a retry of a move already made answers the reservation as it is. */
  async function moveOrder(p: { ordNo: string; ordDtlSq: number; action: TTravelOrderAction; to: string; reason?: string }): Promise<TMallTravelOrderReply> {
    const cur = await orders.findByMallKey(p.ordNo, p.ordDtlSq);
    if (!cur) throw new AppError('NOT_FOUND', { messageKey: 'travelOrder.msg.notFound' });
    if (cur.rsvStsCd === p.to) return orderReply(cur);
    const key = { supplyEntrCd: cur.supplyEntrCd, ordNo: cur.ordNo, ordDtlSq: cur.ordDtlSq };
    return orderReply(await deps.orderMoves.moveOrder({ key, action: p.action, actor: MALL_ACTOR, ...(p.reason ? { reason: p.reason } : {}) }));
  }

  return {
    book,
    requestCancel: (p: { ordNo: string; ordDtlSq: number; reason: string }) => moveOrder({ ...p, action: 'cancelRequest', to: 'CANCEL_REQUEST' }),
    cancel: (p: { ordNo: string; ordDtlSq: number; reason: string }) => moveOrder({ ...p, action: 'cancel', to: 'CANCEL' }),
    confirmPurchase: (p: { ordNo: string; ordDtlSq: number }) => moveOrder({ ...p, action: 'purchaseConfirm', to: 'PURCHASE_CONFIRM' }),
    ...createMallEstimateCalls({ orders, estimates, stock, estimateMoves: deps.estimateMoves, db, clock }),
  };
}
export type TravelMallService = ReturnType<typeof createTravelMallService>;
