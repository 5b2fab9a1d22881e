import { GOODS_FLOW_MACHINE, type TGoodsFlowAdminListRequest, type TGoodsFlowAdminRow, type TLanguage } from '@po/contracts';
import { actorOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { AuditService } from '@/platform/audit/audit.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { GoodsFlowDecision, GoodsFlowGateway } from '@/platform/goods-flow/goods-flow-gateway.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { DeliveryLocService } from './delivery-loc.service.ts';
import { toContractReply } from './goods-flow-view.ts';
import type { GoodsFlowRepository } from './goods-flow.repository.ts';
import { CONTRACT_ENTITY } from './goods-flow.service.ts';

/**
 * The provider's side of goods-flow contracts: the decisions that come back through the gateway, and the
 * operator screen that makes them with the default driver (/admin/goodsFlowList).
 */
export function createGoodsFlowReviewService(deps: {
  repo: GoodsFlowRepository;
  sites: DeliveryLocService;
  gateway: GoodsFlowGateway;
  supply: SupplyService;
  audit: AuditService;
  db: Database;
  clock: Clock;
}) {
  const { repo, sites, gateway, supply, audit, db, clock } = deps;

  /** Applies a decision to a contract awaiting approval; the site is verified while it is approved. */
  async function applyDecision(d: GoodsFlowDecision): Promise<void> {
    await db.transaction(async () => {
      const key = { supplyEntrCd: d.supplyEntrCd, deliveryLocCd: d.deliveryLocCd };
      const contract = await repo.findForUpdate(key);
      if (!contract) throw new AppError('NOT_FOUND');
      const gfStsCd =
        requireTransition(GOODS_FLOW_MACHINE, { from: contract.gfStsCd, action: d.approved ? 'approve' : 'reject', who: 'operator' }) ?? contract.gfStsCd;
      const rejection = d.approved ? { rejectReason: null, renewDt: null } : { rejectReason: d.rejectReason, renewDt: d.renewDt };
      await repo.update(key, { gfStsCd, ...rejection, decidedAt: clock.now(), decidedBy: d.decidedBy.mgrId });
      const changes = {
        gfStsCd: { from: contract.gfStsCd, to: gfStsCd },
        ...(d.approved ? {} : { rejectReason: { from: contract.rejectReason, to: d.rejectReason } }),
      };
      await audit.recordChange({ ...key, entity: CONTRACT_ENTITY, entityId: d.deliveryLocCd, actor: d.decidedBy, changes });
      await sites.changeSite({ ...key, actor: d.decidedBy, patch: { verifiedYn: d.approved ? 'Y' : 'N' }, noChangeIsError: false });
    });
  }
  gateway.onDecision(applyDecision);

  async function toRows(
    contracts: { contract: Parameters<typeof toContractReply>[0]; deliveryLocNm: string; deliveryEntrCd: string }[],
    lang: TLanguage,
  ): Promise<TGoodsFlowAdminRow[]> {
    const fares = await repo.listBoxFares(contracts.map((r) => r.contract));
    const names = await supply.findSupplyEntrNames(contracts.map((r) => r.contract.supplyEntrCd));
    const carriers = await sites.carrierNames(lang);
    return contracts.map(({ contract, ...site }) => ({
      ...toContractReply(
        contract,
        fares.filter((f) => f.supplyEntrCd === contract.supplyEntrCd && f.deliveryLocCd === contract.deliveryLocCd),
        site,
        { carriers, lang },
      ),
      supplyEntrCd: contract.supplyEntrCd,
      supplyEntrNm: names.get(contract.supplyEntrCd) ?? '',
    }));
  }

  return {
    /** Contracts of every seller, filtered (status, company name, days requested), oldest request first. */
    async listForReview(opts: { query: TGoodsFlowAdminListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, supplyEntrNm, ...filters } = opts.query;
      const supplyEntrCds = supplyEntrNm ? await supply.findSupplyEntrCdsByName(supplyEntrNm) : undefined;
      const { rows, totalCnt } = await repo.listForReview({
        filters: { ...filters, ...(supplyEntrCds ? { supplyEntrCds } : {}) },
        page: { pageNum, pageSize },
      });
      return { list: await toRows(rows, opts.lang), totalCnt };
    },

    async getForReview(opts: { supplyEntrCd: string; deliveryLocCd: string; lang: TLanguage }): Promise<TGoodsFlowAdminRow> {
      const site = await sites.requireSite(opts.supplyEntrCd, opts.deliveryLocCd);
      const contract = await repo.find(opts);
      if (!contract) throw new AppError('NOT_FOUND');
      const [row] = await toRows([{ contract, deliveryLocNm: site.deliveryLocNm, deliveryEntrCd: site.deliveryEntrCd }], opts.lang);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    async approve(opts: { session: SessionContext; supplyEntrCd: string; deliveryLocCd: string }): Promise<1> {
      await gateway.approve({ supplyEntrCd: opts.supplyEntrCd, deliveryLocCd: opts.deliveryLocCd, decidedBy: actorOf(opts.session) });
      return 1;
    },

    /** Rejects with a reason; a renew date, when given, is not in the past. */
    async reject(opts: { session: SessionContext; supplyEntrCd: string; deliveryLocCd: string; rejectReason: string; renewDt: string | null }): Promise<1> {
      if (opts.renewDt && opts.renewDt < seoulDate(clock.now())) throw validationError([{ field: 'renewDt', messageKey: 'goodsFlow.msg.renewDt' }]);
      await gateway.reject({
        supplyEntrCd: opts.supplyEntrCd,
        deliveryLocCd: opts.deliveryLocCd,
        decidedBy: actorOf(opts.session),
        rejectReason: opts.rejectReason,
        renewDt: opts.renewDt,
      });
      return 1;
    },
  };
}
export type GoodsFlowReviewService = ReturnType<typeof createGoodsFlowReviewService>;
