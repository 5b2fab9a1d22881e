import { BRAND_REQUEST_MACHINE, type TBrandAdminListRequest, type TBrandAdminRow, type TLanguage } from '@po/contracts';
import { actorOf, type Actor } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { AuditService } from '@/platform/audit/audit.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import { BRAND_ENTITY, BRAND_REQUEST_ENTITY } from './brand-view.ts';
import type { BrandRepository, BrandRow } from './brand.repository.ts';
import type { BrandService } from './brand.service.ts';

type Key = { supplyEntrCd: string; brandRgsrRqstSeq: number };
export type BrandDecision = Key & { decidedBy: Actor } & ({ approved: true } | { approved: false; rejectReason: string });

/** The mall MD's side of brand requests (/admin/brandRequestList): the queue across sellers and the decisions. */
export function createBrandReviewService(deps: {
  repo: BrandRepository;
  brands: BrandService;
  supply: SupplyService;
  audit: AuditService;
  db: Database;
  clock: Clock;
}) {
  const { repo, brands, supply, audit, db, clock } = deps;

  async function toRows(rows: BrandRow[], lang: TLanguage): Promise<TBrandAdminRow[]> {
    const replies = await brands.toReplies(rows, lang);
    const names = await supply.findSupplyEntrNames(rows.map((r) => r.supplyEntrCd));
    return replies.map((reply, i) => {
      const supplyEntrCd = rows[i]?.supplyEntrCd ?? '';
      return { ...reply, supplyEntrCd, supplyEntrNm: names.get(supplyEntrCd) ?? '' };
    });
  }

  /**
   * Approves (issuing the mall-wide brand code; the brand is its own leader brand) or rejects with a reason,
   * a pending request only; both are logged for the seller.
   */
  async function decide(d: BrandDecision): Promise<{ brandCd: string | null }> {
    return db.transaction(async () => {
      const key = { supplyEntrCd: d.supplyEntrCd, brandRgsrRqstSeq: d.brandRgsrRqstSeq };
      const row = await repo.findForUpdate(key);
      if (!row) throw new AppError('NOT_FOUND');
      const to =
        requireTransition(BRAND_REQUEST_MACHINE, { from: row.confirmStatus, action: d.approved ? 'approve' : 'reject', who: 'operator' }) ?? row.confirmStatus;
      const decided = {
        confirmStatus: to,
        confirmDt: clock.now(),
        confirmId: d.decidedBy.mgrId,
        upDt: clock.now(),
        upId: d.decidedBy.mgrId,
        upNm: d.decidedBy.nm,
      };
      if (!d.approved) {
        await repo.update(key, { ...decided, rejectReason: d.rejectReason });
        const changes = { confirmStatus: { from: row.confirmStatus, to }, rejectReason: { from: row.rejectReason, to: d.rejectReason } };
        await audit.recordChange({
          supplyEntrCd: d.supplyEntrCd,
          entity: BRAND_REQUEST_ENTITY,
          entityId: String(d.brandRgsrRqstSeq),
          actor: d.decidedBy,
          changes,
        });
        return { brandCd: null };
      }
      const brandCd = `B${await repo.nextBrandCdNumber()}`;
      const leader = { tbrandCd: brandCd, tbrandNm: row.tbrandNm ?? row.brandNm, tbrandEnm: row.tbrandEnm ?? row.brandEnm };
      await repo.update(key, { ...decided, brandCd, ...leader, rejectReason: null });
      const changes = { confirmStatus: { from: row.confirmStatus, to }, brandCd: { from: null, to: brandCd } };
      await audit.recordChange({ supplyEntrCd: d.supplyEntrCd, entity: BRAND_ENTITY, entityId: brandCd, actor: d.decidedBy, changes });
      return { brandCd };
    });
  }

  return {
    decide,

    /** Requests of every seller, filtered (status, company name, brand name), oldest first. */
    async listForReview(opts: { query: TBrandAdminListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, supplyEntrNm, ...filters } = opts.query;
      const supplyEntrCds = supplyEntrNm ? await supply.findSupplyEntrCdsByName(supplyEntrNm) : undefined;
      const { rows, totalCnt } = await repo.listForReview({
        filters: { ...filters, ...(supplyEntrCds ? { supplyEntrCds } : {}) },
        page: { pageNum, pageSize },
      });
      return { list: await toRows(rows, opts.lang), totalCnt };
    },

    async getForReview(opts: Key & { lang: TLanguage }): Promise<TBrandAdminRow> {
      const row = await repo.find(opts);
      if (!row) throw new AppError('NOT_FOUND');
      const [reply] = await toRows([row], opts.lang);
      if (!reply) throw new AppError('NOT_FOUND');
      return reply;
    },

    async approve(opts: Key & { session: SessionContext }): Promise<{ brandCd: string }> {
      const { brandCd } = await decide({ ...opts, decidedBy: actorOf(opts.session), approved: true });
      return { brandCd: brandCd ?? '' };
    },

    async reject(opts: Key & { session: SessionContext; rejectReason: string }): Promise<1> {
      await decide({ ...opts, decidedBy: actorOf(opts.session), approved: false, rejectReason: opts.rejectReason });
      return 1;
    },
  };
}
export type BrandReviewService = ReturnType<typeof createBrandReviewService>;
