import { PRODUCT_MACHINE, type TLanguage, type TProdStsCd, type TProductAction, type TProductActor } from '@po/contracts';
import { actorOf, companyOf, type Actor } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { codeName } from '@/platform/http/messages.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { TravelProductKey, TravelProductRepository, TravelProductRow } from './travel-product.repository.ts';
import type { TravelRoomDayRepository } from './travel-room-day.repository.ts';

const SYSTEM: Actor = { mgrId: 'system', nm: 'system' };

/**
 * A travel product's status through the catalog's machine (PRODUCT_MACHINE): the seller's suspend and resume, the
 * operator's decisions, and the system's sold out (60) when no night from today on has stock on sale and its
 * restock (90) when one has again. Each move is one history row.
 */
export function createTravelProductStatusService(deps: { repo: TravelProductRepository; days: TravelRoomDayRepository; db: Database; clock: Clock }) {
  const { repo, days, db, clock } = deps;

  /** One move the machine allows (409 with its key otherwise), on a row the caller locked. */
  async function move(k: TravelProductKey, product: TravelProductRow, m: { action: TProductAction; who: TProductActor; actor: Actor; reason?: string }) {
    const from = product.prodStsCd as TProdStsCd;
    const to = requireTransition(PRODUCT_MACHINE, { from, action: m.action, who: m.who }) ?? from;
    const now = clock.now();
    await repo.setStatus(k, {
      prodStsCd: to,
      rejectReason: m.action === 'reject' ? (m.reason ?? null) : null,
      upDt: now,
      upId: m.actor.mgrId,
      upNm: m.actor.nm,
    });
    await repo.insertHistory({
      ...k,
      fromStsCd: from,
      toStsCd: to,
      action: m.action,
      reason: m.reason ?? null,
      actorType: m.who,
      actorId: m.actor.mgrId,
      actorNm: m.actor.nm,
      changedDt: now,
    });
    return to;
  }

  /** The stock rule on what is stored (the caller's transaction, product row locked): 90 ↔ 60. */
  async function followStock(k: TravelProductKey, status: TProdStsCd): Promise<TProdStsCd> {
    if (status !== '90' && status !== '60') return status;
    const saleable = await days.hasSaleableNight(k, seoulDate(clock.now()));
    const action = status === '90' && !saleable ? 'soldOut' : status === '60' && saleable ? 'restock' : null;
    if (!action) return status;
    const product = await repo.findForUpdate(k);
    return product ? move(k, product, { action, who: 'system', actor: SYSTEM }) : status;
  }

  async function lock(k: TravelProductKey): Promise<TravelProductRow> {
    const product = await repo.findForUpdate(k);
    if (!product) throw new AppError('NOT_FOUND', { messageKey: 'travelProduct.msg.notFound' });
    return product;
  }

  const reply = (prodCd: string, prodStsCd: TProdStsCd, lang: TLanguage) => ({ prodCd, prodStsCd, prodStsNm: codeName('product.status', prodStsCd, lang) });

  return {
    moveLocked: move,
    lock,

    /**
     * After the reservation side took or gave back stock (or the calendar changed): sells the property out when no
     * night from today on has stock on sale, and puts it back on sale when one has again. Answers the status.
     */
    async syncSoldOut(k: TravelProductKey): Promise<TProdStsCd> {
      return db.transaction(async () => followStock(k, (await lock(k)).prodStsCd as TProdStsCd));
    },

    /** The seller's suspend or resume; resuming a property without stock leaves it sold out. */
    async changeStatus(opts: { session: SessionContext; prodCd: string; action: 'suspend' | 'resume'; lang: TLanguage }) {
      const k = { supplyEntrCd: companyOf(opts.session), prodCd: opts.prodCd };
      const status = await db.transaction(async () =>
        followStock(k, await move(k, await lock(k), { action: opts.action, who: 'seller', actor: actorOf(opts.session) })),
      );
      return reply(opts.prodCd, status, opts.lang);
    },

    /** The operator's approval or rejection (with its reason) of a property awaiting approval. */
    async decide(opts: { session: SessionContext; prodCd: string; decision: 'approve' | 'reject'; reason?: string; lang: TLanguage }) {
      const found = await repo.findByProdCd(opts.prodCd);
      if (!found) throw new AppError('NOT_FOUND', { messageKey: 'travelProduct.msg.notFound' });
      const k = { supplyEntrCd: found.supplyEntrCd, prodCd: found.prodCd };
      const status = await db.transaction(async () => {
        const reason = opts.decision === 'reject' ? opts.reason : undefined;
        const moved = await move(k, await lock(k), { action: opts.decision, who: 'operator', actor: actorOf(opts.session), ...(reason ? { reason } : {}) });
        return followStock(k, moved);
      });
      return reply(opts.prodCd, status, opts.lang);
    },
  };
}
export type TravelProductStatusService = ReturnType<typeof createTravelProductStatusService>;
