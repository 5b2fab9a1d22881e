import { checkEdit, checkOptions, editRuleOf, effectiveSellFeeRate, optionKey, type TProdStsCd, type TUpdateProductRequest } from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { withKeyLocks } from '@/platform/db/key-lock.ts';
import { AppError, validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { ProductBrandSlot, SellerBrand } from './product-brand-port.ts';
import type { ProductChecks } from './product-checks.ts';
import type { OptionRow, ProductEditRepository } from './product-edit.repository.ts';
import { nextOptionIndex, prodOptionCdOf, toNoticeRows, toProductPatch } from './product-record.ts';
import type { ProductReferenceService } from './product-reference.service.ts';
import type { ProductStatusService } from './product-status.service.ts';
import type { ProductRepository, ProductRow } from './product.repository.ts';

type Key = { supplyEntrCd: string; prodCd: string };
type AskedOption = TUpdateProductRequest['options'][number];

/**
 * Saving productUpdateForm/:prodCd: what the product's status allows (contracts product-editing.ts), over
 * the version the form read (a newer save answers 409 product.msg.stale), all in one transaction. A
 * rejected product's save sends it back to the MD, with its row in the status history.
 */
export function createProductUpdateService(deps: {
  repo: ProductRepository;
  edits: ProductEditRepository;
  checks: ProductChecks;
  brands: ProductBrandSlot;
  reference: ProductReferenceService;
  statuses: ProductStatusService;
  supply: SupplyService;
  db: Database;
  clock: Clock;
}) {
  const { repo, edits, checks, brands, reference, statuses, db, clock } = deps;

  /** The server's field checks, before any lock: other data, and the extra charges against the price the product will have. */
  async function listErrors(session: SessionContext, current: ProductRow, b: TUpdateProductRequest, grntAgreed: boolean) {
    const rule = editRuleOf(current.prodStsCd as TProdStsCd);
    // An approved product keeps its brand (checkEdit refuses a change); a kept brand is not checked again.
    const brand = rule.brand ? await brands.findSellerBrand({ supplyEntrCd: current.supplyEntrCd, brandCd: b.brandCd }) : ('unchecked' as const);
    const errors: TKeyedFieldError[] = await checks.listErrors(session, b, { brand, grntAgreed });
    const prodPrice = rule.prices && b.prodPrice !== undefined ? b.prodPrice : current.prodPrice;
    for (const v of checkOptions({ ...b, prodPrice })) errors.push({ field: v.path.join('.'), messageKey: v.messageKey as TKeyedFieldError['messageKey'] });
    return { errors, brand };
  }

  /** Existing combinations updated (a stale stock refused), new ones added under new codes, removed ones deleted (the rule allowed it). */
  async function saveOptions(key: Key, stored: OptionRow[], asked: AskedOption[], now: Date) {
    const byCode = new Map(stored.map((o) => [o.prodOptionCd, o]));
    const unknown = asked.flatMap((o, i) => (o.prodOptionCd !== null && !byCode.has(o.prodOptionCd) ? [i] : []));
    if (unknown.length > 0) throw validationError(unknown.map((i) => ({ field: `options.${i}.prodOptionCd`, messageKey: 'product.msg.optionUnknown' })));
    await edits.deleteOptionsExcept(
      key,
      asked.flatMap((o) => (o.prodOptionCd === null ? [] : [o.prodOptionCd])),
    );
    const relabelled = asked.flatMap((o) => {
      const before = o.prodOptionCd === null ? undefined : byCode.get(o.prodOptionCd);
      if (!before) return [];
      const valuesMoved = optionKey(before.optionValue1, before.optionValue2) !== optionKey(o.optionValue1, o.optionValue2);
      return valuesMoved || (before.enterpriseOptionCd ?? '') !== o.enterpriseOptionCd ? [before.prodOptionCd] : [];
    });
    await edits.parkOptionValues(key.supplyEntrCd, relabelled);
    const stale: TKeyedFieldError[] = [];
    let next = nextOptionIndex(
      key.prodCd,
      stored.map((o) => o.prodOptionCd),
    );
    const added = [];
    for (const [i, o] of asked.entries()) {
      const values = {
        sortOrder: i + 1,
        optionValue1: o.optionValue1,
        optionValue2: o.optionValue2,
        stockQty: o.stockQty,
        extraCharge: o.extraCharge,
        enterpriseOptionCd: o.enterpriseOptionCd === '' ? null : o.enterpriseOptionCd,
        saleAbleYn: o.saleAbleYn,
        upDt: now,
      };
      if (o.prodOptionCd === null) {
        added.push({ ...key, prodOptionCd: prodOptionCdOf(key.prodCd, next++), ...values });
        continue;
      }
      // Stock moves with orders: a form that read an older version of the row must not overwrite it.
      const before = byCode.get(o.prodOptionCd);
      const guarded = o.version ?? (before && before.stockQty !== o.stockQty ? -1 : null);
      const saved = await edits.updateOption({ supplyEntrCd: key.supplyEntrCd, prodOptionCd: o.prodOptionCd, version: guarded, patch: values });
      if (!saved) stale.push({ field: `options.${i}.stockQty`, messageKey: 'product.msg.staleOption' });
    }
    if (stale.length > 0) {
      const codes = stale.map((f) => asked[Number(f.field.split('.')[1])]?.prodOptionCd).join(', ');
      throw new AppError('CONFLICT', { messageKey: 'product.msg.staleOptions', fields: stale, params: { codes } });
    }
    await edits.insertOptions(added);
  }

  return {
    /** Saves the form of one of the session's seller's products; answers its status and new version. */
    async updateProduct(opts: { session: SessionContext; prodCd: string; body: TUpdateProductRequest }) {
      const { session } = opts;
      const key = { supplyEntrCd: companyOf(session), prodCd: opts.prodCd };
      const actor = actorOf(session);
      const current = await repo.find(key);
      if (!current) throw new AppError('NOT_FOUND');
      const entr = await deps.supply.findSupplyEntr(key.supplyEntrCd);
      const content = await checks.checkContent(key.supplyEntrCd, opts.body);
      const b = { ...opts.body, prodDesc: content.prodDesc };
      const { errors, brand } = await listErrors(session, current, b, entr?.grntSrvcAgrmYn === 'Y');
      if (errors.length > 0 || content.errors.length > 0) throw validationError([...errors, ...content.errors]);

      return withKeyLocks(db, [`product:supplyProdCd:${key.supplyEntrCd}:${b.supplyProdCd}`], async () => {
        const locked = await repo.findForUpdate(key);
        if (!locked) throw new AppError('NOT_FOUND');
        if (locked.version !== b.version) throw new AppError('CONFLICT', { messageKey: 'product.msg.stale' });
        const status = locked.prodStsCd as TProdStsCd;
        const stored = await edits.listOptions(key);
        const refused = checkEdit(status, { ...locked, options: stored }, b);
        if (refused.length > 0) throw new AppError('CONFLICT', { messageKey: refused[0]!.messageKey, fields: refused });
        if (b.supplyProdCd !== locked.supplyProdCd && (await repo.supplyProdCdTaken(key.supplyEntrCd, b.supplyProdCd)))
          throw validationError([{ field: 'supplyProdCd', messageKey: 'product.msg.supplyProdCdTaken' }]);

        const now = clock.now();
        const rule = editRuleOf(status);
        // Before approval the brand may change, and with it the commission (the brand's, else the contract's).
        const chosen: SellerBrand | null = brand === 'unchecked' ? null : brand;
        const contractRate = Number(entr?.sellFeeRate ?? 0);
        const sellFeeRate = chosen ? effectiveSellFeeRate({ brandRate: chosen.sellFeeRate, contractRate }) : null;
        const asked = rule.prices ? b : { ...b, listPrice: undefined, prodPrice: undefined };
        const version = await edits.updateProduct(key, b.version, toProductPatch(asked, { sellFeeRate, actor, now }));
        if (version === null) throw new AppError('CONFLICT', { messageKey: 'product.msg.stale' });
        await saveOptions(key, stored, b.options, now);
        const itemNames = reference.getNoticeType({ niTypeCd: b.niTypeCd, lang: 'ko' }).items.map((i) => i.itemNm);
        await edits.replaceImagesAndNotice(
          key,
          b.images.map((img, i) => ({ ...key, imageSeq: i + 1, fileSeq: img.fileSeq })),
          toNoticeRows(b, key, itemNames),
        );
        if (rule.resubmits) await statuses.moveLocked(key, locked, { action: 'resubmit', who: 'seller', actor });
        // The form may have changed stock: the stock rule runs on what is now stored.
        const prodStsCd = await statuses.applyStockRule(key);
        const after = await repo.find(key);
        return { prodCd: key.prodCd, prodStsCd, version: after?.version ?? version };
      });
    },
  };
}
export type ProductUpdateService = ReturnType<typeof createProductUpdateService>;
