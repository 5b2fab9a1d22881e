import { PRODUCT_MACHINE, stockMove, type TLanguage, type TProdStsCd, type TProductAction, type TProductActor, type TSellerProductAction } from '@po/contracts';
import { actorOf, companyOf, type Actor } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { codeName } from '@/platform/http/messages.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import { toStatusHistoryReply } from './product-status-view.ts';
import type { ProductRepository, ProductRow } from './product.repository.ts';

type Key = { supplyEntrCd: string; prodCd: string };
const SYSTEM: Actor = { mgrId: 'system', nm: 'system' };

/**
 * A product's status through the transition table (contracts product-states.ts): the seller's moves, the
 * operator's decisions and the stock's automatic sold-out and restock, each one row of the history.
 */
export function createProductStatusService(deps: { repo: ProductRepository; db: Database; clock: Clock }) {
  const { repo, db, clock } = deps;

  /** One move the table allows (409 with its key otherwise), written with its history row. */
  async function move(key: Key, product: ProductRow, m: { action: TProductAction; who: TProductActor; actor: Actor; reason?: string }): Promise<TProdStsCd> {
    const from = product.prodStsCd as TProdStsCd;
    const to = requireTransition(PRODUCT_MACHINE, { from, action: m.action, who: m.who }) ?? from;
    const now = clock.now();
    const rejectReason = m.action === 'reject' ? (m.reason ?? null) : null;
    await repo.setStatus(key, { prodStsCd: to, rejectReason, upDt: now, upId: m.actor.mgrId, upNm: m.actor.nm });
    await repo.insertStatusHistory({
      ...key,
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

  /** After any change: the stock rule may sell the product out or put it back on sale (spec §4, 60). */
  async function followStock(key: Key, status: TProdStsCd): Promise<TProdStsCd> {
    const action = stockMove(status, await repo.listOptionStock(key));
    if (!action) return status;
    const product = await repo.findForUpdate(key);
    return product ? move(key, product, { action, who: 'system', actor: SYSTEM }) : status;
  }

  async function lockProduct(key: Key): Promise<ProductRow> {
    const product = await repo.findForUpdate(key);
    if (!product) throw new AppError('NOT_FOUND');
    return product;
  }

  const reply = (prodCd: string, prodStsCd: TProdStsCd, lang: TLanguage) => ({ prodCd, prodStsCd, prodStsNm: codeName('product.status', prodStsCd, lang) });

  return {
    /** One move of the table inside the caller's transaction, on a product row it locked (the update form's resubmission). */
    moveLocked: move,

    /** The stock rule on what is stored, inside the caller's transaction (after a stock change of the grid or the form). */
    async applyStockRule(key: Key): Promise<TProdStsCd> {
      const product = await repo.findForUpdate(key);
      if (!product) throw new AppError('NOT_FOUND');
      return followStock(key, product.prodStsCd as TProdStsCd);
    },

    /** A seller's move (suspend, resume, resubmit); resuming a product without stock leaves it sold out. */
    async changeProductStatus(opts: { session: SessionContext; prodCd: string; action: TSellerProductAction; lang: TLanguage }) {
      const key = { supplyEntrCd: companyOf(opts.session), prodCd: opts.prodCd };
      const status = await db.transaction(async () => {
        const moved = await move(key, await lockProduct(key), { action: opts.action, who: 'seller', actor: actorOf(opts.session) });
        return followStock(key, moved);
      });
      return reply(opts.prodCd, status, opts.lang);
    },

    /** The operator's decision on a product awaiting approval (the operator console's call, issue to come). */
    async decideProduct(opts: { supplyEntrCd: string; prodCd: string; decision: 'approve' | 'reject'; reason?: string; operator: Actor }): Promise<TProdStsCd> {
      const key = { supplyEntrCd: opts.supplyEntrCd, prodCd: opts.prodCd };
      return db.transaction(async () => {
        const reason = opts.decision === 'reject' ? opts.reason : undefined;
        const moved = await move(key, await lockProduct(key), { action: opts.decision, who: 'operator', actor: opts.operator, ...(reason ? { reason } : {}) });
        return followStock(key, moved);
      });
    },

    /**
     * Moves one combination's stock by delta (an order takes, a cancel or the seller gives back). The product
     * row is locked first and the stock moves in one statement, so concurrent moves all count; the stock rule
     * then runs on what is stored. A move below 0 answers 409.
     */
    async adjustStock(opts: { supplyEntrCd: string; prodOptionCd: string; delta: number }): Promise<{ stockQty: number; prodStsCd: TProdStsCd }> {
      return db.transaction(async () => {
        const prodCd = await repo.findOptionProduct(opts.supplyEntrCd, opts.prodOptionCd);
        if (!prodCd) throw new AppError('NOT_FOUND');
        const key = { supplyEntrCd: opts.supplyEntrCd, prodCd };
        const product = await lockProduct(key);
        const stockQty = await repo.addStock({ ...opts, now: clock.now() });
        if (stockQty === null) throw new AppError('CONFLICT', { messageKey: 'product.msg.stockQty' });
        return { stockQty, prodStsCd: await followStock(key, product.prodStsCd as TProdStsCd) };
      });
    },

    /** The product's status history, newest first. */
    async listStatusHistory(opts: { session: SessionContext; prodCd: string; lang: TLanguage }) {
      const key = { supplyEntrCd: companyOf(opts.session), prodCd: opts.prodCd };
      if (!(await repo.find(key))) throw new AppError('NOT_FOUND');
      const { rows, totalCnt } = await repo.listStatusHistory(key);
      return { list: rows.map((r) => toStatusHistoryReply(r, opts.lang)), totalCnt };
    },
  };
}
export type ProductStatusService = ReturnType<typeof createProductStatusService>;
