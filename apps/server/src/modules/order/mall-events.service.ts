import {
  CLAIM_STATUS,
  LINE_STATUS,
  type TMallCatalogQuery,
  type TMallCatalogReply,
  type TMallConfirmReply,
  type TMallNotificationsQuery,
  type TMallNotificationsReply,
  type TMallShipmentsQuery,
  type TMallShipmentsReply,
  type TMallTrackingEvent,
  type TMallTrackingReply,
  type TMallTrackingRequest,
} from '@po/contracts';
import type { ProductOrderingService } from '@/modules/product/product-ordering.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { MallEventsRepository } from './mall-events.repository.ts';
import type { OrderClaims } from './order-claims.ts';
import { BUYER_ACTOR, CARRIER_ACTOR, type OrderMoves } from './order-moves.ts';
import type { OrderRepository } from './order.repository.ts';

type Result = TMallTrackingReply['results'][number];

/** Claims past their pickup: a RETURN_DELIVERED event for them has nothing left to do. */
const PAST_PICKUP: readonly string[] = [CLAIM_STATUS.collected, CLAIM_STATUS.completed, CLAIM_STATUS.hold];

/**
 * The mall's events after the intake (DESIGN "The mall is outside"): the carrier's tracking, the buyer's purchase
 * confirmation, the notification outbox and the feeds the storefront and its simulator read. Every change goes
 * through order-moves and order-claims, so history and locks are the same as a seller's.
 */
export function createMallEventsService(deps: {
  events: MallEventsRepository;
  repo: OrderRepository;
  moves: OrderMoves;
  claims: OrderClaims;
  ordering: ProductOrderingService;
  db: Database;
  clock: Clock;
}) {
  const { events, repo, moves, claims, ordering, db, clock } = deps;

  /** A delivery: every shipped line under the invoice becomes delivered at the event's time, in one transaction. */
  async function deliver(e: TMallTrackingEvent): Promise<Result['result'] | number> {
    return db.transaction(async () => {
      const lines = await events.listLinesByInvoice(e.deliveryEntrCd, e.invoiceNo);
      if (lines.length === 0) return 'NOT_FOUND';
      const shipped = lines.filter((l) => l.ordDtlStsCd === LINE_STATUS.shipping);
      for (const l of shipped) {
        await moves.moveLine({
          key: { supplyEntrCd: l.supplyEntrCd, ordNo: l.ordNo, ordDtlSq: l.ordDtlSq },
          action: 'deliver',
          actor: CARRIER_ACTOR,
          patch: () => ({ deliveredDt: new Date(e.eventDt), delayStsCd: null }),
        });
      }
      // Lines of the invoice that were delivered (or cancelled) already: a repeat of the event.
      return shipped.length > 0 ? shipped.length : 'ALREADY';
    });
  }

  /** A return pickup back at the seller: its collecting claims are collected at the event's time. */
  async function collect(e: TMallTrackingEvent): Promise<Result['result'] | number> {
    return db.transaction(async () => {
      const found = await events.listClaimsByPickup(e.deliveryEntrCd, e.invoiceNo);
      const collecting = found.filter((c) => c.claimStsCd === CLAIM_STATUS.collect);
      for (const c of collecting) {
        const claim = await claims.lockClaim(c.supplyEntrCd, c.claimSq);
        await claims.moveClaim({ claim, action: 'collectComplete', actor: CARRIER_ACTOR, patch: { collectCompleteDt: new Date(e.eventDt) } });
      }
      if (collecting.length > 0) return collecting.length;
      return found.some((c) => PAST_PICKUP.includes(c.claimStsCd)) ? 'ALREADY' : 'NOT_FOUND';
    });
  }

  return {
    /** Applies each event on its own: one that finds nothing, or was overtaken by a seller's change, does not stop the rest. */
    async applyTracking(req: TMallTrackingRequest): Promise<TMallTrackingReply> {
      const results: Result[] = [];
      for (const e of req.events) {
        let outcome: Result['result'] | number;
        try {
          outcome = e.eventCd === 'DELIVERED' ? await deliver(e) : await collect(e);
        } catch (err) {
          // A line or claim moved by someone else between the read and the lock: the event has nothing left to do.
          if (!(err instanceof AppError) || err.code !== 'CONFLICT') throw err;
          outcome = 'ALREADY';
        }
        const moved = typeof outcome === 'number' ? outcome : 0;
        results.push({
          deliveryEntrCd: e.deliveryEntrCd,
          invoiceNo: e.invoiceNo,
          eventCd: e.eventCd,
          result: typeof outcome === 'number' ? 'APPLIED' : outcome,
          moved,
        });
      }
      return { results };
    },

    /**
     * The buyer confirms a delivered line's purchase (history action 'confirm'); a second confirmation answers the
     * first. A line not delivered, or with a claim still open on it, is refused.
     */
    async confirmPurchase(opts: { ordNo: string; ordDtlSq: number }): Promise<TMallConfirmReply> {
      const found = await repo.findAnyLine(opts.ordNo, opts.ordDtlSq);
      if (!found) throw new AppError('NOT_FOUND');
      const key = { supplyEntrCd: found.supplyEntrCd, ordNo: opts.ordNo, ordDtlSq: opts.ordDtlSq };
      return db.transaction(async () => {
        const line = await moves.lockLine(key);
        const reply = (result: TMallConfirmReply['result'], at: Date) => ({ ...opts, result, purchaseConfirmDt: at.toISOString() });
        if (line.purchaseConfirmDt) return reply('ALREADY', line.purchaseConfirmDt);
        if (line.ordDtlStsCd !== LINE_STATUS.delivered || line.claimQty > 0) throw new AppError('CONFLICT', { messageKey: 'order.msg.checkOrderStatus' });
        const now = clock.now();
        await moves.changeLine({ key, action: 'confirm', actor: BUYER_ACTOR, patch: () => ({ purchaseConfirmDt: now }) });
        return reply('APPLIED', now);
      });
    },

    async listNotifications(q: TMallNotificationsQuery): Promise<TMallNotificationsReply> {
      const rows = await events.listNotifications(q.afterSeq, q.limit);
      const items = rows.map((r) => ({
        ...r,
        kind: r.kind as TMallNotificationsReply['items'][number]['kind'],
        payload: r.payload as Record<string, unknown>,
        createdDt: r.createdDt.toISOString(),
        sentDt: r.sentDt?.toISOString() ?? null,
      }));
      return { items, nextAfterSeq: items.at(-1)?.notificationSeq ?? q.afterSeq };
    },

    async ackNotifications(seqs: number[]): Promise<{ acked: number }> {
      return { acked: await events.markSent([...new Set(seqs)], clock.now()) };
    },

    async listCatalog(q: TMallCatalogQuery): Promise<TMallCatalogReply> {
      const items = await ordering.listOrderableOptions({ ...(q.afterProdOptionCd ? { after: q.afterProdOptionCd } : {}), limit: q.limit });
      return { items, nextAfterProdOptionCd: items.length === q.limit ? items.at(-1)!.prodOptionCd : null };
    },

    async listShipments(q: TMallShipmentsQuery): Promise<TMallShipmentsReply> {
      const lines = await events.listShipments(new Date(q.since), q.limit);
      const pickups = await events.listPickups(q.limit);
      return {
        lines: lines.map((l) => ({
          ...l,
          ordDtlStsCd: l.ordDtlStsCd as TMallShipmentsReply['lines'][number]['ordDtlStsCd'],
          deliveryEntrCd: l.deliveryEntrCd ?? '',
          invoiceNo: l.invoiceNo ?? '',
          invoiceDt: (l.invoiceDt ?? new Date(0)).toISOString(),
          deliveredDt: l.deliveredDt?.toISOString() ?? null,
        })),
        pickups: pickups.map((p) => ({ ...p, deliveryEntrCd: p.deliveryEntrCd ?? '', invoiceNo: p.invoiceNo ?? '' })),
      };
    },
  };
}
export type MallEventsService = ReturnType<typeof createMallEventsService>;
