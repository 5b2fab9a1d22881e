import type { TDeliveryPolicyListFilter, TDeliveryPolicyListRequest, TDeliveryPolicySaveRequest, TLanguage, TPageRequest } from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { diffFields, hasChanges } from '@/platform/audit/change-diff.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { SellerSequenceRepository } from '@/platform/db/seller-sequence.repository.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import { pickPolicyValues, toHistoryRows, toPolicyReply, toPolicyValues } from './delivery-policy-view.ts';
import type { DeliveryPolicyRepository } from './delivery-policy.repository.ts';
import { POLICY_FIELDS } from './policy-status.ts';

/**
 * Delivery-fee policies of the session's seller (spec business §2 deliveryPolicyList/Detail/Form). Every
 * change makes a new version (dlcstPlcySeq + 1) and keeps the replaced one, in full, in the history.
 */
export function createDeliveryPolicyService(deps: { repo: DeliveryPolicyRepository; sequences: SellerSequenceRepository; db: Database; clock: Clock }) {
  const { repo, sequences, db, clock } = deps;
  const today = () => seoulDate(clock.now());

  async function requirePolicy(supplyEntrCd: string, dlcstPlcyCd: string) {
    const p = await repo.find({ supplyEntrCd, dlcstPlcyCd });
    if (!p) throw new AppError('NOT_FOUND');
    return p;
  }

  /** One page of a seller's policies as the list shows them (the list screen and the Excel export). */
  async function listPolicyPage(opts: { supplyEntrCd: string; filters: TDeliveryPolicyListFilter; page: TPageRequest; lang: TLanguage }) {
    const ctx = { today: today(), lang: opts.lang };
    const { rows, totalCnt } = await repo.listPage({ ...opts, today: ctx.today });
    return { list: rows.map((r) => toPolicyReply(r, ctx)), totalCnt };
  }

  return {
    listPolicyPage,

    async listPolicies(opts: { session: SessionContext; query: TDeliveryPolicyListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, ...filters } = opts.query;
      return listPolicyPage({ supplyEntrCd: companyOf(opts.session), filters, page: { pageNum, pageSize }, lang: opts.lang });
    },

    async getPolicy(opts: { session: SessionContext; dlcstPlcyCd: string; lang: TLanguage }) {
      return toPolicyReply(await requirePolicy(companyOf(opts.session), opts.dlcstPlcyCd), { today: today(), lang: opts.lang });
    },

    /** A seller's policy named by a product, for the operator's product review (no session of that seller), or undefined. */
    async findPolicyOf(opts: { supplyEntrCd: string; dlcstPlcyCd: string; lang: TLanguage }) {
      const p = await repo.find({ supplyEntrCd: opts.supplyEntrCd, dlcstPlcyCd: opts.dlcstPlcyCd });
      return p ? toPolicyReply(p, { today: today(), lang: opts.lang }) : undefined;
    },

    /** Creates a policy under the seller's next code (DP0001, ...), at version 1. */
    async createPolicy(opts: { session: SessionContext; body: TDeliveryPolicySaveRequest }): Promise<{ dlcstPlcyCd: string }> {
      const supplyEntrCd = companyOf(opts.session);
      const actor = actorOf(opts.session);
      const now = clock.now();
      return db.transaction(async () => {
        const dlcstPlcyCd = `DP${String(await sequences.next(supplyEntrCd, 'dlcstPlcy')).padStart(4, '0')}`;
        const author = { regDt: now, regId: actor.mgrId, regNm: actor.nm, upDt: now, upId: actor.mgrId, upNm: actor.nm };
        await repo.insert({ supplyEntrCd, dlcstPlcyCd, dlcstPlcySeq: 1, ...toPolicyValues(opts.body), ...author });
        return { dlcstPlcyCd };
      });
    },

    /** Saves a new version; the replaced one goes to the history with who replaced it and when. */
    async updatePolicy(opts: { session: SessionContext; dlcstPlcyCd: string; body: TDeliveryPolicySaveRequest }): Promise<1> {
      const key = { supplyEntrCd: companyOf(opts.session), dlcstPlcyCd: opts.dlcstPlcyCd };
      const actor = actorOf(opts.session);
      return db.transaction(async () => {
        const current = await repo.findForUpdate(key);
        if (!current) throw new AppError('NOT_FOUND');
        const values = toPolicyValues(opts.body);
        if (!hasChanges(diffFields(current, values, POLICY_FIELDS))) throw new AppError('VALIDATION_ERROR', { messageKey: 'delivery.msg.noChange' });
        const now = clock.now();
        await repo.insertHist({
          ...key,
          dlcstPlcySeq: current.dlcstPlcySeq,
          ...pickPolicyValues(current),
          upDt: current.upDt,
          upId: current.upId,
          upNm: current.upNm,
          changedDt: now,
          changedId: actor.mgrId,
          changedNm: actor.nm,
        });
        await repo.update(key, { ...values, dlcstPlcySeq: current.dlcstPlcySeq + 1, upDt: now, upId: actor.mgrId, upNm: actor.nm });
        return 1 as const;
      });
    },

    /** Every version, newest first; the current one first of all (currentYn Y). */
    async listPolicyHistory(opts: { session: SessionContext; dlcstPlcyCd: string; query: TPageRequest; lang: TLanguage }) {
      const current = await requirePolicy(companyOf(opts.session), opts.dlcstPlcyCd);
      const totalCnt = current.dlcstPlcySeq;
      const newest = totalCnt - (opts.query.pageNum - 1) * opts.query.pageSize;
      if (newest < 1) return { list: [], totalCnt };
      const oldest = Math.max(1, newest - opts.query.pageSize + 1);
      const hist = await repo.listHist(current, oldest, Math.min(newest + 1, totalCnt - 1));
      const seqs = Array.from({ length: newest - oldest + 1 }, (_, i) => newest - i);
      return { list: toHistoryRows(current, hist, seqs, opts.lang), totalCnt };
    },
  };
}
export type DeliveryPolicyService = ReturnType<typeof createDeliveryPolicyService>;
