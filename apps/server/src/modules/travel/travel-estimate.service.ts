import {
  allowedActions,
  TRAVEL_ESTIMATE_MACHINE,
  TRAVEL_ESTIMATE_STATUSES,
  type TLanguage,
  type TTravelEstimateDetailReply,
  type TTravelEstimateListFilter,
  type TTravelEstimateListReply,
  type TTravelEstimateListRequest,
  type TTravelEstimatePaymentRequest,
  type TTravelEstimateRoomsRequest,
  type TTravelEstimateRow,
  type TTravelEstimateSellerAction,
  type TTravelEstimateStatCd,
  type TTravelEstimateTypeCd,
} from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { codeName } from '@/platform/http/messages.ts';
import type { TravelEstimateMoves } from './travel-estimate-moves.ts';
import type { TravelEstimateRepository, TravelEstimateRoomRow, TravelEstimateRow } from './travel-estimate.repository.ts';
import type { TravelOrderRepository } from './travel-order.repository.ts';
import { historyRowOf } from './travel-order-view.ts';
import { sellerTravelActor } from './travel-order.service.ts';
import type { TravelStockRepository } from './travel-stock.repository.ts';

const EDITABLE = new Set(['REQUEST', 'CHECK']);

function rowOf(e: TravelEstimateRow, sums: { roomCnt: number; firstCheckInDt: string | null } | undefined, lang: TLanguage): TTravelEstimateRow {
  return {
    estmNo: e.estmNo,
    reqDt: e.reqDt.toISOString(),
    estmStatCd: e.estmStatCd as TTravelEstimateStatCd,
    estmStatNm: codeName('travelOrder.estmStatCd', e.estmStatCd, lang),
    estmProdTypeCd: e.estmProdTypeCd as TTravelEstimateTypeCd,
    estmProdTypeNm: codeName('travelOrder.estmProdTypeCd', e.estmProdTypeCd, lang),
    prodCd: e.prodCd,
    prodNm: e.prodNm,
    reqNm: e.reqNm,
    reqMobile: e.reqMobile,
    personCnt: e.personCnt,
    roomCnt: sums?.roomCnt ?? 0,
    firstCheckInDt: sums?.firstCheckInDt ?? null,
    estmAmt: e.estmAmt,
    payLimitDt: e.payLimitDt,
    version: e.version,
  };
}

/** The earliest check-in of the rooms, or null while a room has no dates. */
const firstCheckInOf = (rooms: TravelEstimateRoomRow[]) =>
  rooms.every((r) => r.checkInDt) ? rooms.map((r) => r.checkInDt!).reduce((a, b) => (a < b ? a : b)) : null;

/**
 * The seller's estimates: the list with exact counts per status, the detail, and the moves and edits
 * (check, type, room dates, payment request, cancel, memo), each one transaction answering the detail after.
 */
export function createTravelEstimateService(deps: {
  repo: TravelEstimateRepository;
  orders: TravelOrderRepository;
  stock: TravelStockRepository;
  moves: TravelEstimateMoves;
}) {
  const { repo, orders, stock, moves } = deps;

  async function page(supplyEntrCd: string, f: TTravelEstimateListFilter, p: { pageNum: number; pageSize: number } | null, lang: TLanguage) {
    const { list, rooms, counts } = await repo.listEstimates(supplyEntrCd, f, p);
    const allCnt = [...counts.values()].reduce((a, b) => a + b, 0);
    return {
      list: list.map((e) => rowOf(e, rooms.get(e.estmNo), lang)),
      totalCnt: f.statusCd ? (counts.get(f.statusCd) ?? 0) : allCnt,
      allCnt,
      statusCountList: TRAVEL_ESTIMATE_STATUSES.map((statusCd) => ({
        statusCd,
        statusNm: codeName('travelOrder.estmStatCd', statusCd, lang),
        cnt: counts.get(statusCd) ?? 0,
      })),
    };
  }

  async function detail(supplyEntrCd: string, estmNo: string, lang: TLanguage): Promise<TTravelEstimateDetailReply> {
    const key = { supplyEntrCd, estmNo };
    const e = await repo.findEstimate(key);
    if (!e) throw new AppError('NOT_FOUND', { messageKey: 'travelOrder.msg.estimateNotFound' });
    const rooms = await repo.listRooms(key);
    const names = await stock.roomNames(supplyEntrCd, e.prodCd);
    const sts = e.estmStatCd as TTravelEstimateStatCd;
    const actions: TTravelEstimateSellerAction[] = [
      ...allowedActions(TRAVEL_ESTIMATE_MACHINE, sts, 'seller'),
      ...(EDITABLE.has(sts) ? (['changeType', 'setRooms'] as const) : []),
    ];
    return {
      ...rowOf(e, { roomCnt: rooms.reduce((a, r) => a + r.roomCnt, 0), firstCheckInDt: firstCheckInOf(rooms) }, lang),
      reqEmail: e.reqEmail,
      reqCont: e.reqCont,
      memo: e.memo,
      cancelReason: e.cancelReason,
      paidDt: e.paidDt?.toISOString() ?? null,
      cancelDt: e.cancelDt?.toISOString() ?? null,
      rooms: rooms.map((r) => ({
        estmRoomSeq: r.estmRoomSeq,
        roomSeq: r.roomSeq,
        roomNm: names.get(r.roomSeq) ?? '',
        roomCnt: r.roomCnt,
        checkInDt: r.checkInDt,
        checkOutDt: r.checkOutDt,
      })),
      allowedActions: actions,
      history: (await orders.listHistory(supplyEntrCd, 'ESTIMATE', [estmNo])).map(historyRowOf),
    };
  }

  interface Call {
    session: SessionContext;
    estmNo: string;
    lang: TLanguage;
  }
  const keyOf = (c: Call) => ({ supplyEntrCd: companyOf(c.session), estmNo: c.estmNo });
  const answer = async (c: Call) => detail(companyOf(c.session), c.estmNo, c.lang);

  return {
    listEstimates: (opts: { session: SessionContext; query: TTravelEstimateListRequest; lang: TLanguage }): Promise<TTravelEstimateListReply> => {
      const { pageNum, pageSize, ...f } = opts.query;
      return page(companyOf(opts.session), f, { pageNum, pageSize }, opts.lang);
    },
    allEstimates: async (opts: { session: SessionContext; filters: TTravelEstimateListFilter; lang: TLanguage }) =>
      (await page(companyOf(opts.session), opts.filters, null, opts.lang)).list,
    estimateDetail: (c: Call) => answer(c),

    async check(c: Call & { version: number }) {
      await moves.moveEstimate({ key: keyOf(c), action: 'check', actor: sellerTravelActor(c.session), expectedVersion: c.version });
      return answer(c);
    },

    /** A new type clears every room's dates (business-area §5); the same type is no change. */
    async changeType(c: Call & { version: number; estmProdTypeCd: TTravelEstimateTypeCd }) {
      const key = keyOf(c);
      await moves.editEstimate({
        key,
        expectedVersion: c.version,
        actor: sellerTravelActor(c.session),
        action: 'changeType',
        edit: async (cur) => {
          if (cur.estmProdTypeCd !== c.estmProdTypeCd) await repo.clearRoomDates(key);
          return { estmProdTypeCd: c.estmProdTypeCd };
        },
      });
      return answer(c);
    },

    async setRooms(c: Call & TTravelEstimateRoomsRequest) {
      const key = keyOf(c);
      await moves.editEstimate({
        key,
        expectedVersion: c.version,
        actor: sellerTravelActor(c.session),
        action: 'setRooms',
        edit: async () => {
          const known = new Set((await repo.listRooms(key)).map((r) => r.estmRoomSeq));
          const fields = c.rooms.flatMap((r, i) =>
            known.has(r.estmRoomSeq) ? [] : [{ field: `rooms.${i}.estmRoomSeq`, messageKey: 'travelOrder.msg.roomNotFound' as const }],
          );
          if (fields.length > 0) throw new AppError('VALIDATION_ERROR', { fields });
          for (const r of c.rooms) await repo.setRoomDates(key, r.estmRoomSeq, { checkInDt: r.checkInDt, checkOutDt: r.checkOutDt });
          return {};
        },
      });
      return answer(c);
    },

    /** CHECK → PAY_WAIT: every room has dates, the amount is set and the payment limit is before the earliest check-in. */
    async requestPayment(c: Call & TTravelEstimatePaymentRequest) {
      const key = keyOf(c);
      await moves.moveEstimate({
        key,
        action: 'requestPayment',
        actor: sellerTravelActor(c.session),
        expectedVersion: c.version,
        patch: { estmAmt: c.estmAmt, payLimitDt: c.payLimitDt },
        check: async () => {
          const firstCheckIn = firstCheckInOf(await repo.listRooms(key));
          if (firstCheckIn === null) {
            const messageKey = 'travelOrder.msg.roomDatesRequired';
            throw new AppError('VALIDATION_ERROR', { messageKey, fields: [{ field: 'rooms', messageKey }] });
          }
          if (!(c.payLimitDt < firstCheckIn)) {
            const messageKey = 'travelOrder.msg.payLimitBeforeCheckIn';
            throw new AppError('VALIDATION_ERROR', { messageKey, fields: [{ field: 'payLimitDt', messageKey }] });
          }
        },
      });
      return answer(c);
    },

    async cancel(c: Call & { version: number; cancelReason: string }) {
      await moves.moveEstimate({ key: keyOf(c), action: 'cancel', actor: sellerTravelActor(c.session), expectedVersion: c.version, reason: c.cancelReason });
      return answer(c);
    },

    async saveMemo(c: Call & { version: number; memo: string }) {
      const key = keyOf(c);
      await moves.saveMemo({ key, expectedVersion: c.version, memo: c.memo });
      return answer(c);
    },
  };
}
export type TravelEstimateService = ReturnType<typeof createTravelEstimateService>;
