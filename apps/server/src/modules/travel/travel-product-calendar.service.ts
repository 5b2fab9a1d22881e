import type { TProdStsCd, TTravelCalendarReply, TTravelCalendarRequest, TTravelCalendarSaveRequest, TTravelWindowChangeRequest } from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError, validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import { cellsOf } from './travel-product-checks.ts';
import type { TravelProductStatusService } from './travel-product-status.service.ts';
import type { TravelProductRepository } from './travel-product.repository.ts';
import type { TravelRoomDayRepository } from './travel-room-day.repository.ts';

/**
 * The calendar of a property: read by range, edited in bulk inside the window, replaced whole by a window change.
 * Each write runs in one transaction under the product's row lock and then runs the sold-out rule.
 */
export function createTravelProductCalendarService(deps: {
  repo: TravelProductRepository;
  days: TravelRoomDayRepository;
  statuses: TravelProductStatusService;
  db: Database;
  clock: Clock;
}) {
  const { repo, days, statuses, db, clock } = deps;

  const findOwn = async (session: SessionContext, prodCd: string) => {
    const k = { supplyEntrCd: companyOf(session), prodCd };
    const product = await repo.find(k);
    if (!product) throw new AppError('NOT_FOUND', { messageKey: 'travelProduct.msg.notFound' });
    return { k, product };
  };

  return {
    /** The nights of a range (the whole window by default), clipped to the window, by room then night. */
    async getCalendar(opts: { session: SessionContext; prodCd: string; query: TTravelCalendarRequest }): Promise<TTravelCalendarReply> {
      const { k, product } = await findOwn(opts.session, opts.prodCd);
      const fromDt = opts.query.fromDt && opts.query.fromDt > product.rsvStartDt ? opts.query.fromDt : product.rsvStartDt;
      const toDt = opts.query.toDt && opts.query.toDt < product.rsvEndDt ? opts.query.toDt : product.rsvEndDt;
      const rooms = await repo.listRooms(k);
      return {
        prodCd: k.prodCd,
        prodStsCd: product.prodStsCd as TProdStsCd,
        rsvStartDt: product.rsvStartDt,
        rsvEndDt: product.rsvEndDt,
        rooms: rooms.map((r) => ({ roomSeq: r.roomSeq, roomNm: r.roomNm, useYn: r.useYn })),
        days: fromDt <= toDt ? await days.listDays(k, { fromDt, toDt }) : [],
      };
    },

    /** A range edit and/or explicit cells, every night inside the window and of a registered room. */
    async saveCalendar(opts: { session: SessionContext; prodCd: string; body: TTravelCalendarSaveRequest }) {
      const k = { supplyEntrCd: companyOf(opts.session), prodCd: opts.prodCd };
      return db.transaction(async () => {
        const product = await statuses.lock(k);
        const rooms = new Set((await repo.listRooms(k)).map((r) => r.roomSeq));
        const inside = (d: string) => d >= product.rsvStartDt && d <= product.rsvEndDt;
        const errors: TKeyedFieldError[] = [];
        const { range, cells } = opts.body;
        if (range) {
          range.roomSeqs.forEach((seq, i) => !rooms.has(seq) && errors.push({ field: `range.roomSeqs.${i}`, messageKey: 'travelProduct.msg.roomUnknown' }));
          if (!inside(range.fromDt)) errors.push({ field: 'range.fromDt', messageKey: 'travelProduct.msg.dayOutsideWindow' });
          if (!inside(range.toDt)) errors.push({ field: 'range.toDt', messageKey: 'travelProduct.msg.dayOutsideWindow' });
        }
        cells.forEach((c, i) => {
          if (!rooms.has(c.roomSeq)) errors.push({ field: `cells.${i}.roomSeq`, messageKey: 'travelProduct.msg.roomUnknown' });
          if (!inside(c.stayDt)) errors.push({ field: `cells.${i}.stayDt`, messageKey: 'travelProduct.msg.dayOutsideWindow' });
        });
        if (errors.length > 0) throw validationError(errors);
        const now = clock.now();
        const ranged = range ? await days.updateRange(k, range, now) : 0;
        const set = await days.upsertCells(k, cells, now);
        await statuses.syncSoldOut(k);
        return { prodCd: k.prodCd, updatedCnt: ranged + set };
      });
    },

    /**
     * A new window (confirmWipe Y, checked by the contract): every night of the old calendar is deleted and the new
     * one written, for every registered room. Refused when it would drop a night of an open reservation.
     */
    async changeWindow(opts: { session: SessionContext; prodCd: string; body: TTravelWindowChangeRequest }) {
      const k = { supplyEntrCd: companyOf(opts.session), prodCd: opts.prodCd };
      const actor = actorOf(opts.session);
      const b = opts.body;
      return db.transaction(async () => {
        const product = await statuses.lock(k);
        if (product.version !== b.version) throw new AppError('CONFLICT', { messageKey: 'product.msg.stale' });
        const registered = (await repo.listRooms(k)).map((r) => r.roomSeq);
        const named = new Set<number>();
        const errors: TKeyedFieldError[] = [];
        b.rooms.forEach((r, i) => {
          if (!registered.includes(r.roomSeq) || named.has(r.roomSeq))
            errors.push({ field: `rooms.${i}.roomSeq`, messageKey: 'travelProduct.msg.roomUnknown' });
          named.add(r.roomSeq);
        });
        if (registered.some((seq) => !named.has(seq))) errors.push({ field: 'rooms', messageKey: 'travelProduct.msg.priceRequired' });
        if (errors.length > 0) throw validationError(errors);
        const dropped = await days.listReservedNightsOutside(k, b);
        if (dropped.length > 0)
          throw new AppError('CONFLICT', {
            messageKey: 'travelProduct.msg.windowDropsReservations',
            fields: [{ field: 'rsvStartDt', messageKey: 'travelProduct.msg.windowDropsReservations' }],
          });
        const now = clock.now();
        await days.deleteAll(k);
        await days.insertCells(k, cellsOf(b.rooms), now);
        const version = product.version + 1;
        await repo.updateProduct(k, { rsvStartDt: b.rsvStartDt, rsvEndDt: b.rsvEndDt, version, upDt: now, upId: actor.mgrId, upNm: actor.nm });
        await statuses.syncSoldOut(k);
        const after = await repo.find(k);
        return { prodCd: k.prodCd, rsvStartDt: b.rsvStartDt, rsvEndDt: b.rsvEndDt, version: after?.version ?? version };
      });
    },
  };
}
export type TravelProductCalendarService = ReturnType<typeof createTravelProductCalendarService>;
