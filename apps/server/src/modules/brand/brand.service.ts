import {
  BRAND_CODE_GROUPS,
  BRAND_REQUEST_MACHINE,
  normaliseBrandName,
  type TBrandListRequest,
  type TBrandNameCheckReply,
  type TBrandRequestSaveRequest,
  type TBrandSettingsSaveRequest,
  type TLanguage,
} from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { AuditService } from '@/platform/audit/audit.service.ts';
import { diffFields, hasChanges } from '@/platform/audit/change-diff.ts';
import type { Clock } from '@/platform/clock.ts';
import { authorValues } from '@/platform/db/author-values.ts';
import type { Database } from '@/platform/db/database.ts';
import type { SellerSequenceRepository } from '@/platform/db/seller-sequence.repository.ts';
import { AppError, validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import { requireTransition } from '@/platform/state/transition.ts';
import type { CodeService } from '@/modules/code/code.service.ts';
import type { DeliveryLocService } from '@/modules/delivery/delivery-loc.service.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import { BRAND_ENTITY, BRAND_LOGGED_FIELDS, BRAND_REQUEST_ENTITY, siteKey, toBrandReply, toRequestValues, toSettingsValues } from './brand-view.ts';
import type { BrandRepository, BrandRow } from './brand.repository.ts';

const EMPTY_BRAND = Object.fromEntries(BRAND_LOGGED_FIELDS.map((f) => [f, null]));
const yn = (b: boolean) => (b ? 'Y' : 'N');

/** Brand requests and brands of the session's seller (productBrandForm, productBrandList, productBrandDetail, brandUpdateForm). */
export function createBrandService(deps: {
  repo: BrandRepository;
  sequences: SellerSequenceRepository;
  codes: CodeService;
  sites: DeliveryLocService;
  supply: SupplyService;
  audit: AuditService;
  db: Database;
  clock: Clock;
}) {
  const { repo, sequences, codes, sites, supply, audit, db, clock } = deps;

  const mdNames = async (lang: TLanguage) => new Map((await codes.listCodes({ groupCode: BRAND_CODE_GROUPS.chargeMd, lang })).map((c) => [c.code, c.codeNm]));

  /** The names the screens show beside the codes of these rows (their sites, their MDs). */
  async function viewContext(rows: BrandRow[], lang: TLanguage) {
    const siteNames = new Map<string, string>();
    for (const r of rows) {
      const k = siteKey(r.supplyEntrCd, r.deliveryLocCd);
      if (siteNames.has(k)) continue;
      const site = await sites.requireSite(r.supplyEntrCd, r.deliveryLocCd).catch(() => undefined);
      siteNames.set(k, site?.deliveryLocNm ?? r.deliveryLocCd);
    }
    return { lang, mdNames: await mdNames(lang), siteNames };
  }
  const toReplies = async (rows: BrandRow[], lang: TLanguage) => {
    const ctx = await viewContext(rows, lang);
    return rows.map((r) => toBrandReply(r, ctx));
  };

  /** The shipping site must be the seller's own and in use; the MD one of the mall's. */
  async function referenceErrors(supplyEntrCd: string, b: { deliveryLocCd: string; chargeMdCd?: string }): Promise<TKeyedFieldError[]> {
    const errors: TKeyedFieldError[] = [];
    const site = await sites.requireSite(supplyEntrCd, b.deliveryLocCd).catch(() => undefined);
    if (!site || site.useYn !== 'Y') errors.push({ field: 'deliveryLocCd', messageKey: 'brand.msg.deliveryLoc' });
    if (b.chargeMdCd !== undefined && !(await mdNames('ko')).has(b.chargeMdCd)) errors.push({ field: 'chargeMdCd', messageKey: 'brand.msg.chargeMd' });
    return errors;
  }

  /** Whether either name (normalised) is held by an approved brand or a pending request of any seller. */
  async function checkNames(names: { brandNm?: string | undefined; brandEnm?: string | undefined }): Promise<TBrandNameCheckReply> {
    const nm = names.brandNm?.trim() ? normaliseBrandName(names.brandNm) : '';
    const enm = names.brandEnm?.trim() ? normaliseBrandName(names.brandEnm) : '';
    const taken = await repo.findTakenNames([nm, enm].filter((n) => n !== ''));
    const nmDup = nm !== '' && taken.has(nm);
    const enmDup = enm !== '' && taken.has(enm);
    return { duplicateYn: yn(nmDup || enmDup), brandNmDupYn: yn(nmDup), brandEnmDupYn: yn(enmDup) };
  }

  async function requireBrand(supplyEntrCd: string, brandCd: string): Promise<BrandRow> {
    const row = await repo.findByBrandCd(supplyEntrCd, brandCd);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    viewContext,
    toReplies,

    /** What the request form starts from: the seller's contract commission rate. */
    async getRequestDefaults(opts: { session: SessionContext }) {
      const entr = await supply.findSupplyEntr(companyOf(opts.session));
      if (!entr) throw new AppError('NOT_FOUND');
      return { sellFeeRate: entr.sellFeeRate };
    },

    checkNames,

    /** Sends a brand request to the MD; a name already registered needs the seller's confirmation (dupConfirmYn Y). */
    async createBrandRequest(opts: { session: SessionContext; body: TBrandRequestSaveRequest }): Promise<{ brandRgsrRqstSeq: number }> {
      const supplyEntrCd = companyOf(opts.session);
      const errors = await referenceErrors(supplyEntrCd, opts.body);
      if (errors.length > 0) throw validationError(errors);
      if (opts.body.dupConfirmYn !== 'Y' && (await checkNames(opts.body)).duplicateYn === 'Y') {
        throw new AppError('CONFLICT', { messageKey: 'brand.msg.duplicateConfirm' });
      }
      const actor = actorOf(opts.session);
      return db.transaction(async () => {
        const brandRgsrRqstSeq = await sequences.next(supplyEntrCd, 'brandRequest');
        const values = { ...toRequestValues(opts.body), confirmStatus: 'PENDING' as const };
        await repo.insert({
          supplyEntrCd,
          brandRgsrRqstSeq,
          ...values,
          ...authorValues(actor, clock.now()),
        });
        const changes = diffFields(EMPTY_BRAND, values, BRAND_LOGGED_FIELDS);
        await audit.recordChange({ supplyEntrCd, entity: BRAND_REQUEST_ENTITY, entityId: String(brandRgsrRqstSeq), actor, changes });
        return { brandRgsrRqstSeq };
      });
    },

    /** productBrandList: requests in every status (gubun REQUEST) or approved brands (BRAND), newest first. */
    async listBrands(opts: { session: SessionContext; query: TBrandListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, ...filters } = opts.query;
      const { rows, totalCnt } = await repo.listPage({ supplyEntrCd: companyOf(opts.session), filters, page: { pageNum, pageSize } });
      return { list: await toReplies(rows, opts.lang), totalCnt };
    },

    async getBrand(opts: { session: SessionContext; brandCd: string; lang: TLanguage }) {
      const [reply] = await toReplies([await requireBrand(companyOf(opts.session), opts.brandCd)], opts.lang);
      if (!reply) throw new AppError('NOT_FOUND');
      return reply;
    },

    /** brandUpdateForm: an approved brand's shipping terms and use flag; every change goes to the change log. */
    async updateBrandSettings(opts: { session: SessionContext; brandCd: string; body: TBrandSettingsSaveRequest }): Promise<1> {
      const supplyEntrCd = companyOf(opts.session);
      const { brandRgsrRqstSeq } = await requireBrand(supplyEntrCd, opts.brandCd);
      const errors = await referenceErrors(supplyEntrCd, opts.body);
      if (errors.length > 0) throw validationError(errors);
      const actor = actorOf(opts.session);
      await db.transaction(async () => {
        const current = await repo.findForUpdate({ supplyEntrCd, brandRgsrRqstSeq });
        if (!current) throw new AppError('NOT_FOUND');
        requireTransition(BRAND_REQUEST_MACHINE, { from: current.confirmStatus, action: 'updateSettings', who: 'seller' });
        const patch = toSettingsValues(opts.body);
        const changes = diffFields(current, patch, BRAND_LOGGED_FIELDS);
        if (!hasChanges(changes)) throw new AppError('VALIDATION_ERROR', { messageKey: 'brand.msg.noChange' });
        await repo.update({ supplyEntrCd, brandRgsrRqstSeq }, { ...patch, upDt: clock.now(), upId: actor.mgrId, upNm: actor.nm });
        await audit.recordChange({ supplyEntrCd, entity: BRAND_ENTITY, entityId: opts.brandCd, actor, changes });
      });
      return 1;
    },

    /** The seller's approved brands in use (for the product form). */
    async listUsableBrands(opts: { supplyEntrCd: string; lang: TLanguage }) {
      return toReplies(await repo.listUsable(opts.supplyEntrCd), opts.lang);
    },

    /** The seller's approved brands, in use or not, with the name in the language (English name when it has one). */
    async listApprovedBrands(opts: { supplyEntrCd: string; lang: TLanguage }): Promise<{ brandCd: string; brandNm: string; useYn: 'Y' | 'N' }[]> {
      const rows = await repo.listApproved(opts.supplyEntrCd);
      return rows.flatMap((r) =>
        r.brandCd ? [{ brandCd: r.brandCd, brandNm: opts.lang === 'en' && r.brandEnm ? r.brandEnm : r.brandNm, useYn: r.useYn === 'Y' ? 'Y' : 'N' }] : [],
      );
    },

    /** Codes of the approved brands (any seller's) whose name contains the term, for operator lists filtered by brand. */
    async findBrandCdsByName(term: string): Promise<string[]> {
      return repo.findApprovedBrandCdsByName(term);
    },

    /** An approved brand in use of the seller, or undefined (a product's brand is checked with it). */
    async findUsableBrand(opts: { supplyEntrCd: string; brandCd: string }): Promise<BrandRow | undefined> {
      const row = await repo.findByBrandCd(opts.supplyEntrCd, opts.brandCd);
      return row && row.confirmStatus === 'APPROVED' && row.useYn === 'Y' ? row : undefined;
    },
  };
}
export type BrandService = ReturnType<typeof createBrandService>;
