import { PROD_STATUS, type TMallTravelEstimateReply, type TMallTravelEstimateRequest, type TTravelEstimateAction } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { violatedConstraint } from '@/platform/db/db-errors.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { TravelEstimateMoves } from './travel-estimate-moves.ts';
import type { TravelEstimateRepository, TravelEstimateRow } from './travel-estimate.repository.ts';
import { conflict, digestOf } from './travel-mall-rules.ts';
import { MALL_ACTOR } from './travel-order-moves.ts';
import type { TravelOrderRepository } from './travel-order.repository.ts';
import type { TravelStockRepository } from './travel-stock.repository.ts';

const estimateReply = (e: TravelEstimateRow): TMallTravelEstimateReply => ({
  estmNo: e.estmNo,
  supplyEntrCd: e.supplyEntrCd,
  prodCd: e.prodCd,
  estmStatCd: e.estmStatCd as TMallTravelEstimateReply['estmStatCd'],
  estmAmt: e.estmAmt,
});

/** The mall's estimate calls: a request (idempotent by estmNo with a digest of the body), its payment and cancel. */
export function createMallEstimateCalls(deps: {
  orders: TravelOrderRepository;
  estimates: TravelEstimateRepository;
  stock: TravelStockRepository;
  estimateMoves: TravelEstimateMoves;
  db: Database;
  clock: Clock;
}) {
  const { orders, estimates, stock, db, clock } = deps;

  async function requestEstimate(req: TMallTravelEstimateRequest): Promise<TMallTravelEstimateReply> {
    const hash = digestOf(req);
    const earlier = await estimates.findByMallKey(req.estmNo);
    if (earlier) {
      if (earlier.requestHash !== hash) throw conflict('travelOrder.msg.mallRequestMismatch');
      return estimateReply(earlier);
    }
    const product = await stock.findProduct(req.prodCd);
    if (!product) throw new AppError('NOT_FOUND', { messageKey: 'travelOrder.msg.roomNotFound' });
    if (product.prodStsCd !== PROD_STATUS.normal) throw conflict('travelOrder.msg.notOnSale');
    const rooms = await stock.roomNames(product.supplyEntrCd, product.prodCd);
    const fields = req.rooms.flatMap((r, i) => {
      const datesOk = (r.checkInDt === undefined) === (r.checkOutDt === undefined) && (r.checkInDt === undefined || r.checkInDt < r.checkOutDt!);
      return [
        ...(rooms.has(r.roomSeq) ? [] : [{ field: `rooms.${i}.roomSeq`, messageKey: 'travelOrder.msg.roomNotFound' as const }]),
        ...(datesOk ? [] : [{ field: `rooms.${i}.checkOutDt`, messageKey: 'travelOrder.msg.roomDatesRequired' as const }]),
      ];
    });
    if (fields.length > 0) throw new AppError('VALIDATION_ERROR', { fields });
    const now = clock.now();
    const { rooms: reqRooms, reqDt, ...rest } = req;
    try {
      await db.transaction(async () => {
        await estimates.insertEstimate(
          { ...rest, supplyEntrCd: product.supplyEntrCd, prodNm: product.prodNm, estmStatCd: 'REQUEST', reqDt: new Date(reqDt), requestHash: hash, upDt: now },
          reqRooms.map((r, i) => ({
            estmRoomSeq: i + 1,
            roomSeq: r.roomSeq,
            roomCnt: r.roomCnt,
            checkInDt: r.checkInDt ?? null,
            checkOutDt: r.checkOutDt ?? null,
          })),
        );
        await orders.insertHistory({
          supplyEntrCd: product.supplyEntrCd,
          kind: 'ESTIMATE',
          refKey: req.estmNo,
          fromStsCd: null,
          toStsCd: 'REQUEST',
          action: 'request',
          actorType: 'mall',
          actorId: MALL_ACTOR.id,
          actorNm: MALL_ACTOR.nm,
          changedDt: now,
        });
      });
    } catch (e) {
      const constraint = violatedConstraint(e);
      if (constraint !== 'travel_estimate_pkey' && constraint !== 'travel_estimate_mall_uq') throw e;
      return requestEstimate(req);
    }
    return estimateReply((await estimates.findByMallKey(req.estmNo))!);
  }

  async function moveEstimate(p: { estmNo: string; action: TTravelEstimateAction; to: string; reason?: string }): Promise<TMallTravelEstimateReply> {
    const cur = await estimates.findByMallKey(p.estmNo);
    if (!cur) throw new AppError('NOT_FOUND', { messageKey: 'travelOrder.msg.estimateNotFound' });
    if (cur.estmStatCd === p.to) return estimateReply(cur);
    const key = { supplyEntrCd: cur.supplyEntrCd, estmNo: cur.estmNo };
    return estimateReply(await deps.estimateMoves.moveEstimate({ key, action: p.action, actor: MALL_ACTOR, ...(p.reason ? { reason: p.reason } : {}) }));
  }

  return {
    requestEstimate,
    payEstimate: (p: { estmNo: string }) => moveEstimate({ ...p, action: 'pay', to: 'PAID' }),
    cancelEstimate: (p: { estmNo: string; reason: string }) => moveEstimate({ ...p, action: 'cancel', to: 'CANCEL' }),
  };
}
