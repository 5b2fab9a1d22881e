import {
  CODE_GROUPS,
  DELIVERY_CODE_GROUPS,
  type TDeliveryLocListFilter,
  type TDeliveryLocListRequest,
  type TPageRequest,
  type TDeliveryLocSaveRequest,
  type TLanguage,
} from '@po/contracts';
import { actorOf, companyOf, type Actor } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { AuditService } from '@/platform/audit/audit.service.ts';
import { diffFields, hasChanges } from '@/platform/audit/change-diff.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { SellerSequenceRepository } from '@/platform/db/seller-sequence.repository.ts';
import { AppError, validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import type { CodeService } from '@/modules/code/code.service.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import { SITE_LOGGED_FIELDS, toSiteReply, toSiteValues } from './delivery-loc-view.ts';
import type { DeliveryLocRepository, DeliveryLocRow } from './delivery-loc.repository.ts';

export const SITE_ENTITY = 'deliveryLoc';
const EMPTY_SITE = Object.fromEntries(SITE_LOGGED_FIELDS.map((f) => [f, null]));

/** Shipping sites of the session's seller (spec business §2 delivery, deliveryForm, deliveryDetail). */
export function createDeliveryLocService(deps: {
  repo: DeliveryLocRepository;
  sequences: SellerSequenceRepository;
  codes: CodeService;
  supply: SupplyService;
  audit: AuditService;
  db: Database;
  clock: Clock;
}) {
  const { repo, sequences, codes, supply, audit, db, clock } = deps;

  const carrierNames = async (lang: TLanguage) =>
    new Map((await codes.listCodes({ groupCode: DELIVERY_CODE_GROUPS.carrier, lang })).map((c) => [c.code, c.codeNm]));
  const companyName = async (supplyEntrCd: string) => (await supply.findSupplyEntr(supplyEntrCd))?.supplyEntrNm ?? '';

  /** Checks against the code lists: a known carrier, and a known prefix for a domestic phone. */
  async function listErrors(b: TDeliveryLocSaveRequest): Promise<TKeyedFieldError[]> {
    const errors: TKeyedFieldError[] = [];
    if (!(await carrierNames('ko')).has(b.deliveryEntrCd)) errors.push({ field: 'deliveryEntrCd', messageKey: 'delivery.msg.carrier' });
    if (b.frcnDyplYn === 'N') {
      const prefixes = [
        ...(await codes.listCodes({ groupCode: CODE_GROUPS.phonePrefix, lang: 'ko' })),
        ...(await codes.listCodes({ groupCode: CODE_GROUPS.mobilePrefix, lang: 'ko' })),
      ];
      if (!prefixes.some((c) => c.code === b.deliveryLocPhone1)) errors.push({ field: 'deliveryLocPhone1', messageKey: 'phone.msg.prefix' });
    }
    return errors;
  }

  async function requireSite(supplyEntrCd: string, deliveryLocCd: string) {
    const site = await repo.find(supplyEntrCd, deliveryLocCd);
    if (!site) throw new AppError('NOT_FOUND');
    return site;
  }

  /** Applies a change to one site and records it; another seller's site is "not found". */
  async function changeSite(opts: {
    supplyEntrCd: string;
    actor: Actor;
    deliveryLocCd: string;
    patch: Partial<DeliveryLocRow>;
    noChangeIsError?: boolean;
  }): Promise<void> {
    const { supplyEntrCd, actor, deliveryLocCd } = opts;
    await db.transaction(async () => {
      const current = await repo.findForUpdate(supplyEntrCd, deliveryLocCd);
      if (!current) throw new AppError('NOT_FOUND');
      const changes = diffFields(current, opts.patch, SITE_LOGGED_FIELDS);
      if (!hasChanges(changes)) {
        if (opts.noChangeIsError ?? true) throw new AppError('VALIDATION_ERROR', { messageKey: 'delivery.msg.noChange' });
        return;
      }
      await repo.update(supplyEntrCd, deliveryLocCd, { ...opts.patch, upDt: clock.now(), upId: actor.mgrId, upNm: actor.nm });
      await audit.recordChange({ supplyEntrCd, entity: SITE_ENTITY, entityId: deliveryLocCd, actor, changes });
    });
  }

  /** One page of a seller's sites as the list shows them (the list screen and the Excel export). */
  async function listSitePage(opts: { supplyEntrCd: string; filters: TDeliveryLocListFilter; page: TPageRequest; lang: TLanguage }) {
    const { rows, totalCnt } = await repo.listPage(opts);
    const ctx = { supplyEntrNm: await companyName(opts.supplyEntrCd), carriers: await carrierNames(opts.lang), lang: opts.lang };
    return { list: rows.map((r) => toSiteReply(r, ctx)), totalCnt };
  }

  return {
    requireSite,
    changeSite,
    /** Carrier names by code (D010) in a language. */
    carrierNames,

    listSitePage,

    async listSites(opts: { session: SessionContext; query: TDeliveryLocListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, ...filters } = opts.query;
      return listSitePage({ supplyEntrCd: companyOf(opts.session), filters, page: { pageNum, pageSize }, lang: opts.lang });
    },

    async getSite(opts: { session: SessionContext; deliveryLocCd: string; lang: TLanguage }) {
      const supplyEntrCd = companyOf(opts.session);
      const site = await requireSite(supplyEntrCd, opts.deliveryLocCd);
      return toSiteReply(site, { supplyEntrNm: await companyName(supplyEntrCd), carriers: await carrierNames(opts.lang), lang: opts.lang });
    },

    /** Registers a site under the seller's next code (DL0001, DL0002, ...). */
    async createSite(opts: { session: SessionContext; body: TDeliveryLocSaveRequest }): Promise<{ deliveryLocCd: string }> {
      const supplyEntrCd = companyOf(opts.session);
      const errors = await listErrors(opts.body);
      if (errors.length > 0) throw validationError(errors);
      const actor = actorOf(opts.session);
      const now = clock.now();
      return db.transaction(async () => {
        const deliveryLocCd = `DL${String(await sequences.next(supplyEntrCd, 'deliveryLoc')).padStart(4, '0')}`;
        const values = toSiteValues(opts.body);
        await repo.insert({
          supplyEntrCd,
          deliveryLocCd,
          ...values,
          regDt: now,
          regId: actor.mgrId,
          regNm: actor.nm,
          upDt: now,
          upId: actor.mgrId,
          upNm: actor.nm,
        });
        await audit.recordChange({
          supplyEntrCd,
          entity: SITE_ENTITY,
          entityId: deliveryLocCd,
          actor,
          changes: diffFields(EMPTY_SITE, values, SITE_LOGGED_FIELDS),
        });
        return { deliveryLocCd };
      });
    },

    async updateSite(opts: { session: SessionContext; deliveryLocCd: string; body: TDeliveryLocSaveRequest }): Promise<1> {
      await requireSite(companyOf(opts.session), opts.deliveryLocCd);
      const errors = await listErrors(opts.body);
      if (errors.length > 0) throw validationError(errors);
      await changeSite({
        supplyEntrCd: companyOf(opts.session),
        actor: actorOf(opts.session),
        deliveryLocCd: opts.deliveryLocCd,
        patch: toSiteValues(opts.body),
      });
      return 1;
    },

    async setSiteUse(opts: { session: SessionContext; deliveryLocCd: string; useYn: 'Y' | 'N' }): Promise<1> {
      await changeSite({
        supplyEntrCd: companyOf(opts.session),
        actor: actorOf(opts.session),
        deliveryLocCd: opts.deliveryLocCd,
        patch: { useYn: opts.useYn },
        noChangeIsError: false,
      });
      return 1;
    },
  };
}
export type DeliveryLocService = ReturnType<typeof createDeliveryLocService>;
