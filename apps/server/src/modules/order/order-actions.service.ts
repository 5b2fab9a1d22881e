import {
  CLAIM_REASON,
  type TDelayNoticeRequest,
  type TInvoiceRequest,
  type TLanguage,
  type TLineActionReply,
  type TLineRefsRequest,
  type TMemoRequest,
} from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import { addBusinessDays } from '@/platform/time/business-days.ts';
import { claimableQty, type OrderClaims } from './order-claims.ts';
import { businessDaysBetween, canDelayNotice, delayNoticeMaxOf, isBeforeDispatch } from './order-detail-view.ts';
import type { OrderInvoices } from './order-invoices.ts';
import { sellerActor, type OrderActorRef, type OrderMoves } from './order-moves.ts';
import type { LineKey, OrderLineRow, OrderRepository } from './order.repository.ts';

type LineRef = TLineRefsRequest['lines'][number];
interface Call<L extends LineRef> {
  session: SessionContext;
  lines: L[];
  lang: TLanguage;
}

/**
 * The seller's line actions (prepare, invoice, deliver, memo, delay notice, sold out). A call names the lines and
 * the versions the screen read; a line of another seller makes the whole call 404 (nothing done), and each of the
 * seller's lines then runs in its own transaction, so one refused line does not undo the others: the reply names
 * the lines done and the refused ones with the spec's key (FIELD-NOTES: bulk actions report row by row).
 */
export function createOrderActions(deps: {
  repo: OrderRepository;
  moves: OrderMoves;
  claims: OrderClaims;
  invoices: OrderInvoices;
  db: Database;
  clock: Clock;
}) {
  const { repo, moves, claims, invoices, db, clock } = deps;

  async function eachLine<L extends LineRef>(
    call: Call<L>,
    run: (l: L, ctx: { key: LineKey; actor: OrderActorRef }) => Promise<OrderLineRow>,
  ): Promise<TLineActionReply> {
    const supplyEntrCd = companyOf(call.session);
    const actor = sellerActor(actorOf(call.session));
    for (const l of call.lines) if (!(await repo.findLine({ supplyEntrCd, ordNo: l.ordNo, ordDtlSq: l.ordDtlSq }))) throw new AppError('NOT_FOUND');
    const reply: TLineActionReply = { ok: [], failed: [] };
    for (const l of call.lines) {
      try {
        const row = await run(l, { key: { supplyEntrCd, ordNo: l.ordNo, ordDtlSq: l.ordDtlSq }, actor });
        reply.ok.push({ ordNo: l.ordNo, ordDtlSq: l.ordDtlSq, version: row.version });
      } catch (e) {
        if (!(e instanceof AppError) || e.status >= 500) throw e;
        const messageKey = e.options.messageKey ?? (e.code === 'NOT_FOUND' ? 'orderDetail.msg.notFound' : 'order.msg.checkOrderStatus');
        reply.failed.push({ ordNo: l.ordNo, ordDtlSq: l.ordDtlSq, messageKey, message: translate(messageKey, call.lang) });
      }
    }
    return reply;
  }

  const refuse = (
    messageKey:
      | 'orderDetail.msg.delayNotAllowed'
      | 'order.msg.delayDate'
      | 'orderDetail.msg.soldOutDone'
      | 'orderDetail.msg.soldOutNotAllowed'
      | 'orderDetail.msg.soldOutNoQty',
  ) => new AppError('CONFLICT', { messageKey });

  return {
    /** Payment complete → preparing (20 → 35). */
    prepare: (call: Call<LineRef>) => eachLine(call, (l, c) => moves.moveLine({ key: c.key, action: 'prepare', actor: c.actor, expectedVersion: l.version })),

    /** Registers (35 → 50) or corrects (50) invoices, through the rule set the Excel upload shares. */
    registerInvoices: (call: Call<TInvoiceRequest['lines'][number]>) =>
      eachLine(call, (l, c) =>
        invoices.registerInvoice({ key: c.key, deliveryEntrCd: l.deliveryEntrCd, invoiceNo: l.invoiceNo, actor: c.actor, expectedVersion: l.version }),
      ),

    /** Manual delivery complete (50 → 60); the arrival-delay mark ends with it. */
    deliver: (call: Call<LineRef>) =>
      eachLine(call, (l, c) =>
        moves.moveLine({
          key: c.key,
          action: 'deliver',
          actor: c.actor,
          expectedVersion: l.version,
          patch: () => ({ deliveredDt: clock.now(), delayStsCd: null }),
        }),
      ),

    /** The seller's own memo (300 characters, checked by the contract). */
    saveMemo: (call: Call<TMemoRequest['lines'][number]>) =>
      eachLine(call, (l, c) =>
        moves.changeLine({
          key: c.key,
          action: 'memo',
          actor: c.actor,
          expectedVersion: l.version,
          memo: l.sellerMemo,
          patch: () => ({ sellerMemo: l.sellerMemo }),
        }),
      ),

    /**
     * A delivery delay notice: a new planned dispatch date after the current one and at most +3 business days from
     * it, with a reason; the expected delivery date keeps its lead time from it; the buyer is told.
     */
    noticeDelay: (call: Call<TDelayNoticeRequest['lines'][number]>) =>
      eachLine(call, (l, c) =>
        db.transaction(async () => {
          const line = await moves.changeLine({
            key: c.key,
            action: 'delayNotice',
            actor: c.actor,
            expectedVersion: l.version,
            memo: l.delayReason,
            patch: (cur) => {
              if (!canDelayNotice(cur)) throw refuse('orderDetail.msg.delayNotAllowed');
              if (l.giPrrnDt <= cur.giPrrnDt || l.giPrrnDt > delayNoticeMaxOf(cur.giPrrnDt)) throw refuse('order.msg.delayDate');
              const lead = businessDaysBetween(cur.giPrrnDt, cur.deliveryExpectDt);
              return {
                giPrrnDt: l.giPrrnDt,
                deliveryExpectDt: addBusinessDays(l.giPrrnDt, Math.max(lead, 1)),
                delayReasonCd: l.delayReasonCd,
                delayReason: l.delayReason,
                delayNoticeDt: clock.now(),
              };
            },
          });
          await moves.notifyBuyer(line, 'DELIVERY_DELAY', {
            giPrrnDt: line.giPrrnDt,
            deliveryExpectDt: line.deliveryExpectDt,
            delayReasonCd: l.delayReasonCd,
            delayReason: l.delayReason,
          });
          return line;
        }),
      ),

    /**
     * Sold-out registration (spec §4): marks the line, opens a seller's cancel claim (reason 05) for what is left,
     * and tells the buyer; it cannot be changed or repeated. The next day's job completes the cancel if the line
     * was not shipped by then.
     */
    registerSoldOut: (call: Call<LineRef>) =>
      eachLine(call, (l, c) =>
        db.transaction(async () => {
          const cur = await moves.lockLine(c.key, l.version);
          if (cur.soldoutYn === 'Y') throw refuse('orderDetail.msg.soldOutDone');
          if (!isBeforeDispatch(cur)) throw refuse('orderDetail.msg.soldOutNotAllowed');
          const qty = claimableQty(cur);
          if (qty < 1) throw refuse('orderDetail.msg.soldOutNoQty');
          await moves.changeLine({ key: c.key, action: 'soldOut', actor: c.actor, patch: () => ({ soldoutYn: 'Y', soldoutDt: clock.now() }) });
          const order = await repo.findOrder(cur.ordNo);
          const claim = await claims.openClaim({
            key: c.key,
            claimType: 'CANCEL',
            qty,
            reqBy: 'SELLER',
            reasonCd: CLAIM_REASON.soldOut,
            actor: c.actor,
            openMarket: order?.openMarketYn === 'Y',
          });
          await moves.notifyBuyer(cur, 'SOLD_OUT', { claimSq: claim.claimSq, qty });
          return moves.lockLine(c.key);
        }),
      ),
  };
}
export type OrderActions = ReturnType<typeof createOrderActions>;
