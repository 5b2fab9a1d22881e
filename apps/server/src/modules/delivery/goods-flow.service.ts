import { GOODS_FLOW_MACHINE, type TGoodsFlowAction, type TGoodsFlowSaveRequest, type TLanguage, type TMessageKey } from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { AuditService } from '@/platform/audit/audit.service.ts';
import { diffFields, hasChanges } from '@/platform/audit/change-diff.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { GoodsFlowGateway } from '@/platform/goods-flow/goods-flow-gateway.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import type { DeliveryLocService } from './delivery-loc.service.ts';
import { CONTRACT_LOGGED_FIELDS, contractSnapshot, toContractReply } from './goods-flow-view.ts';
import type { GoodsFlowRepository, GoodsFlowRow } from './goods-flow.repository.ts';

export const CONTRACT_ENTITY = 'goodsFlow';
const conflict = (messageKey: TMessageKey) => new AppError('CONFLICT', { messageKey });
/** The status a seller's action leads to from the contract's (goods-flow-states.ts); refused otherwise. */
const moveBySeller = (contract: GoodsFlowRow, action: TGoodsFlowAction) =>
  requireTransition(GOODS_FLOW_MACHINE, { from: contract.gfStsCd, action, who: 'seller' });
const faresOf = (b: TGoodsFlowSaveRequest) => b.boxFares.map((f) => ({ boxSize: f.boxSize, shscFare: f.shscFare, bhFare: f.bhFare, rtFare: f.rtFare }));

/**
 * A shipping site's goods-flow contract, seller side (spec business §4, §5 "Goods-flow"). Editing an
 * approved contract sends it back for approval (the provider must check the new terms) and the site is
 * no longer verified meanwhile; nothing can change while it awaits approval.
 */
export function createGoodsFlowService(deps: {
  repo: GoodsFlowRepository;
  sites: DeliveryLocService;
  gateway: GoodsFlowGateway;
  audit: AuditService;
  db: Database;
  clock: Clock;
}) {
  const { repo, sites, gateway, audit, db, clock } = deps;

  /** The site (404 for another seller's) and its contract locked for a change (404 when none). */
  async function lockContract(supplyEntrCd: string, deliveryLocCd: string) {
    const site = await sites.requireSite(supplyEntrCd, deliveryLocCd);
    const contract = await repo.findForUpdate({ supplyEntrCd, deliveryLocCd });
    if (!contract) throw new AppError('NOT_FOUND');
    return { site, contract, fares: await repo.listBoxFares([{ supplyEntrCd, deliveryLocCd }]) };
  }

  async function submit(c: GoodsFlowRow, deliveryEntrCd: string) {
    const fares = await repo.listBoxFares([c]);
    await gateway.submitContract({
      ...c,
      deliveryEntrCd,
      boxFares: fares.map((f) => ({ boxSize: f.boxSize, shscFare: f.shscFare, bhFare: f.bhFare, rtFare: f.rtFare })),
    });
  }

  return {
    async getContract(opts: { session: SessionContext; deliveryLocCd: string; lang: TLanguage }) {
      const supplyEntrCd = companyOf(opts.session);
      const site = await sites.requireSite(supplyEntrCd, opts.deliveryLocCd);
      const contract = await repo.find({ supplyEntrCd, deliveryLocCd: opts.deliveryLocCd });
      if (!contract) throw new AppError('NOT_FOUND');
      return toContractReply(contract, await repo.listBoxFares([contract]), site, { carriers: await sites.carrierNames(opts.lang), lang: opts.lang });
    },

    /** Registers the site's contract (status REGISTERED); one per site. */
    async registerContract(opts: { session: SessionContext; deliveryLocCd: string; body: TGoodsFlowSaveRequest }): Promise<1> {
      const supplyEntrCd = companyOf(opts.session);
      const actor = actorOf(opts.session);
      const key = { supplyEntrCd, deliveryLocCd: opts.deliveryLocCd };
      const b = opts.body;
      return db.transaction(async () => {
        await sites.requireSite(supplyEntrCd, opts.deliveryLocCd);
        const now = clock.now();
        const row = {
          ...key,
          contractNo: b.contractNo,
          contractCustNo: b.contractCustNo,
          fareType: b.fareType ?? '',
          mdNm: b.mdNm ?? '',
          gfStsCd: 'REGISTERED' as const,
          regDt: now,
          regId: actor.mgrId,
          regNm: actor.nm,
          upDt: now,
          upId: actor.mgrId,
          upNm: actor.nm,
        };
        if (!(await repo.insert(row))) throw conflict('goodsFlow.msg.exists');
        await repo.replaceBoxFares(key, faresOf(b));
        const changes = diffFields(contractSnapshot(null, null), contractSnapshot(row, faresOf(b)), CONTRACT_LOGGED_FIELDS);
        await audit.recordChange({ supplyEntrCd, entity: CONTRACT_ENTITY, entityId: opts.deliveryLocCd, actor, changes });
        return 1 as const;
      });
    },

    /** Edits the contract: refused while awaiting approval; an approved one goes back for approval. */
    async updateContract(opts: { session: SessionContext; deliveryLocCd: string; body: TGoodsFlowSaveRequest }): Promise<1> {
      const supplyEntrCd = companyOf(opts.session);
      const actor = actorOf(opts.session);
      const b = opts.body;
      return db.transaction(async () => {
        const { site, contract, fares } = await lockContract(supplyEntrCd, opts.deliveryLocCd);
        const gfStsCd = moveBySeller(contract, 'edit') ?? contract.gfStsCd;
        // An approved contract's new terms go straight back to the provider.
        const resubmit = gfStsCd === 'REQUESTED';
        const values = { contractNo: b.contractNo, contractCustNo: b.contractCustNo, fareType: b.fareType ?? '', mdNm: b.mdNm ?? '' };
        const termsChanged = diffFields(
          contractSnapshot(contract, fares),
          contractSnapshot({ ...values, gfStsCd: contract.gfStsCd }, faresOf(b)),
          CONTRACT_LOGGED_FIELDS,
        );
        if (!hasChanges(termsChanged)) throw new AppError('VALIDATION_ERROR', { messageKey: 'delivery.msg.noChange' });
        const now = clock.now();
        await repo.update(contract, {
          ...values,
          gfStsCd,
          ...(resubmit ? { requestedAt: now, decidedAt: null, decidedBy: null, verifiedResultMsg: null } : {}),
          upDt: now,
          upId: actor.mgrId,
          upNm: actor.nm,
        });
        await repo.replaceBoxFares(contract, faresOf(b));
        const changes = diffFields(contractSnapshot(contract, fares), contractSnapshot({ ...values, gfStsCd }, faresOf(b)), CONTRACT_LOGGED_FIELDS);
        await audit.recordChange({ supplyEntrCd, entity: CONTRACT_ENTITY, entityId: opts.deliveryLocCd, actor, changes });
        if (resubmit) {
          await sites.changeSite({ supplyEntrCd, actor, deliveryLocCd: opts.deliveryLocCd, patch: { verifiedYn: 'N' }, noChangeIsError: false });
          await submit({ ...contract, ...values, gfStsCd }, site.deliveryEntrCd);
        }
        return 1 as const;
      });
    },

    /** Asks for approval (REGISTERED or REJECTED -> REQUESTED) and hands the contract to the provider. */
    async requestApproval(opts: { session: SessionContext; deliveryLocCd: string }): Promise<1> {
      const supplyEntrCd = companyOf(opts.session);
      const actor = actorOf(opts.session);
      return db.transaction(async () => {
        const { site, contract } = await lockContract(supplyEntrCd, opts.deliveryLocCd);
        const gfStsCd = moveBySeller(contract, 'request') ?? 'REQUESTED';
        const now = clock.now();
        await repo.update(contract, {
          gfStsCd,
          requestedAt: now,
          decidedAt: null,
          decidedBy: null,
          rejectReason: null,
          renewDt: null,
          verifiedResultMsg: null,
          upDt: now,
          upId: actor.mgrId,
          upNm: actor.nm,
        });
        await audit.recordChange({
          supplyEntrCd,
          entity: CONTRACT_ENTITY,
          entityId: opts.deliveryLocCd,
          actor,
          changes: { gfStsCd: { from: contract.gfStsCd, to: gfStsCd } },
        });
        await submit({ ...contract, gfStsCd }, site.deliveryEntrCd);
        return 1 as const;
      });
    },

    /** Deletes the contract, except while it awaits approval; the site is no longer verified. */
    async deleteContract(opts: { session: SessionContext; deliveryLocCd: string }): Promise<1> {
      const supplyEntrCd = companyOf(opts.session);
      const actor = actorOf(opts.session);
      return db.transaction(async () => {
        const { contract, fares } = await lockContract(supplyEntrCd, opts.deliveryLocCd);
        moveBySeller(contract, 'delete');
        await repo.delete(contract);
        const changes = diffFields(contractSnapshot(contract, fares), contractSnapshot(null, null), CONTRACT_LOGGED_FIELDS);
        await audit.recordChange({ supplyEntrCd, entity: CONTRACT_ENTITY, entityId: opts.deliveryLocCd, actor, changes });
        await sites.changeSite({ supplyEntrCd, actor, deliveryLocCd: opts.deliveryLocCd, patch: { verifiedYn: 'N' }, noChangeIsError: false });
        return 1 as const;
      });
    },
  };
}
export type GoodsFlowService = ReturnType<typeof createGoodsFlowService>;
