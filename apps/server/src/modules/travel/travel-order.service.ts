import {
  TRAVEL_ORDER_STATUS_DEFAULT_DAYS,
  type TLanguage,
  type TTravelOrderActionReply,
  type TTravelOrderDetailReply,
  type TTravelOrderListFilter,
  type TTravelOrderListReply,
  type TTravelOrderListRequest,
  type TTravelOrderMemoRequest,
  type TTravelOrderMoveRequest,
  type TTravelOrderRow,
  type TTravelOrderStatusRequest,
} from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import { seoulWindow } from '@/platform/time/seoul-window.ts';
import type { TravelActorRef, TravelOrderMoves } from './travel-order-moves.ts';
import { orderRefKey, type TravelOrderRepository } from './travel-order.repository.ts';
import { historyRowOf, orderRowOf, statusCountsOf } from './travel-order-view.ts';

export const sellerTravelActor = (session: SessionContext): TravelActorRef => {
  const a = actorOf(session);
  return { type: 'seller', id: a.mgrId, nm: a.nm };
};

/**
 * The seller's reservations: the list and the status page (one query shape, exact counts per status), the detail
 * of an order number, status moves of selected lines (each line its own transaction, answered per line) and the memo.
 */
export function createTravelOrderService(deps: { repo: TravelOrderRepository; moves: TravelOrderMoves; db: Database; clock: Clock }) {
  const { repo, moves, db, clock } = deps;

  async function page(
    supplyEntrCd: string,
    f: TTravelOrderListFilter,
    p: { pageNum: number; pageSize: number },
    lang: TLanguage,
  ): Promise<TTravelOrderListReply> {
    const { list, counts } = await repo.listOrders(supplyEntrCd, f, p);
    const allCnt = [...counts.values()].reduce((a, b) => a + b, 0);
    return {
      list: list.map((r) => orderRowOf(r, lang)),
      totalCnt: f.statusCd ? (counts.get(f.statusCd) ?? 0) : allCnt,
      allCnt,
      statusCountList: statusCountsOf(counts, lang),
      startDt: f.startDt,
      endDt: f.endDt,
    };
  }

  return {
    async listOrders(opts: { session: SessionContext; query: TTravelOrderListRequest; lang: TLanguage }): Promise<TTravelOrderListReply> {
      const { pageNum, pageSize, ...f } = opts.query;
      return page(companyOf(opts.session), f, { pageNum, pageSize }, opts.lang);
    },

    /** The status page: without a period, the order dates of the home's window (the last 30 days to today in Seoul). */
    async listOrdersByStatus(opts: { session: SessionContext; query: TTravelOrderStatusRequest; lang: TLanguage }): Promise<TTravelOrderListReply> {
      const { pageNum, pageSize, startDt, endDt, ...rest } = opts.query;
      const period = startDt && endDt ? { startDt, endDt } : seoulWindow(clock.now(), TRAVEL_ORDER_STATUS_DEFAULT_DAYS);
      return page(companyOf(opts.session), { ...rest, ...period }, { pageNum, pageSize }, opts.lang);
    },

    /** The count of every status of the reservations ordered in a window (the travel-only home's order counts). */
    async countByStatus(opts: { supplyEntrCd: string; startDt: string; endDt: string }): Promise<Map<string, number>> {
      const { counts } = await repo.listOrders(opts.supplyEntrCd, { dateType: 'ORDER', startDt: opts.startDt, endDt: opts.endDt }, { pageNum: 1, pageSize: 1 });
      return counts;
    },

    /** Every row the list's filters find, for the export. */
    async allOrders(opts: { session: SessionContext; filters: TTravelOrderListFilter; lang: TLanguage }): Promise<TTravelOrderRow[]> {
      const { list } = await repo.listOrders(companyOf(opts.session), opts.filters, null);
      return list.map((r) => orderRowOf(r, opts.lang));
    },

    async orderDetail(opts: { session: SessionContext; ordNo: string; lang: TLanguage }): Promise<TTravelOrderDetailReply> {
      const supplyEntrCd = companyOf(opts.session);
      const lines = await repo.listOrderLines(supplyEntrCd, opts.ordNo);
      const first = lines[0];
      if (!first) throw new AppError('NOT_FOUND', { messageKey: 'travelOrder.msg.notFound' });
      const nights = await repo.listNights(supplyEntrCd, opts.ordNo);
      const history = await repo.listHistory(supplyEntrCd, 'ORDER', lines.map(orderRefKey));
      return {
        ordNo: first.ordNo,
        ordDt: first.ordDt.toISOString(),
        payDt: first.payDt.toISOString(),
        buyerNm: first.buyerNm,
        buyerMobile: first.buyerMobile,
        lines: lines.map((l) => ({
          ...orderRowOf(l, opts.lang),
          guestEmail: l.guestEmail,
          rsvRequest: l.rsvRequest,
          cancelReason: l.cancelReason,
          confirmDt: l.confirmDt?.toISOString() ?? null,
          cancelDt: l.cancelDt?.toISOString() ?? null,
          nights: nights.filter((n) => n.ordDtlSq === l.ordDtlSq).map((n) => ({ stayDt: n.stayDt, price: n.price })),
          history: history.filter((h) => h.refKey === orderRefKey(l)).map(historyRowOf),
        })),
      };
    },

    /**
     * One action on the selected lines. A line of another seller makes the whole call 404 (nothing done); each of
     * the seller's lines then moves in its own transaction and the reply names the refused ones with their key.
     */
    async moveLines(opts: { session: SessionContext; body: TTravelOrderMoveRequest; lang: TLanguage }): Promise<TTravelOrderActionReply> {
      const supplyEntrCd = companyOf(opts.session);
      const actor = sellerTravelActor(opts.session);
      for (const l of opts.body.lines) {
        if (!(await repo.findByMallKey(l.ordNo, l.ordDtlSq).then((r) => r?.supplyEntrCd === supplyEntrCd))) {
          throw new AppError('NOT_FOUND', { messageKey: 'travelOrder.msg.notFound' });
        }
      }
      const reply: TTravelOrderActionReply = { ok: [], failed: [] };
      for (const l of opts.body.lines) {
        try {
          const key = { supplyEntrCd, ordNo: l.ordNo, ordDtlSq: l.ordDtlSq };
          const row = await moves.moveOrder({ key, action: opts.body.action, actor, expectedVersion: l.version, reason: opts.body.reason });
          reply.ok.push({ ordNo: l.ordNo, ordDtlSq: l.ordDtlSq, rsvStsCd: row.rsvStsCd as never, version: row.version });
        } catch (e) {
          if (!(e instanceof AppError) || e.status >= 500) throw e;
          const messageKey = e.options.messageKey ?? 'travelOrder.msg.statusInvalid';
          reply.failed.push({ ordNo: l.ordNo, ordDtlSq: l.ordDtlSq, messageKey, message: translate(messageKey, opts.lang) });
        }
      }
      return reply;
    },

    /** The seller's memo of one line (any status), with the version the screen read. */
    async saveMemo(opts: { session: SessionContext; body: TTravelOrderMemoRequest; lang: TLanguage }): Promise<TTravelOrderRow> {
      const key = { supplyEntrCd: companyOf(opts.session), ordNo: opts.body.ordNo, ordDtlSq: opts.body.ordDtlSq };
      const row = await db.transaction(async () => {
        const cur = await repo.lockOrder(key);
        if (!cur) throw new AppError('NOT_FOUND', { messageKey: 'travelOrder.msg.notFound' });
        if (cur.version !== opts.body.version) throw new AppError('CONFLICT', { messageKey: 'order.msg.concurrentChange' });
        return repo.updateOrder(key, { memo: opts.body.memo, upDt: clock.now() });
      });
      return orderRowOf(row, opts.lang);
    },
  };
}
export type TravelOrderService = ReturnType<typeof createTravelOrderService>;
