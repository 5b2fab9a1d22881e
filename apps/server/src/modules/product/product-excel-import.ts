import { effectiveSellFeeRate, PRODUCT_EXCEL_LIMITS as L, type TExcelRegisterProduct, type TProductExcelMode } from '@po/contracts';
import type { Actor } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { SheetError } from '@/platform/excel/excel-reader.ts';
import type { JobContext } from '@/platform/jobs/job-handler.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { ProductBrandSlot, SellerBrand } from './product-brand-port.ts';
import type { ProductChecks } from './product-checks.ts';
import { readProductSheet, type SheetProduct } from './product-excel-sheet.ts';
import type { ProductExcelRepository, ProductRecordSet } from './product-excel.repository.ts';
import { toNoticeRows, toOptionRows, toProductRow, toRegisterHistoryRow } from './product-record.ts';
import type { ProductReferenceService } from './product-reference.service.ts';

/** Products written per round of the save: small enough to report progress, large enough to be quick. */
const SAVE_CHUNK = 300;
const PROGRESS_MS = 300;

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

/**
 * The upload job's work: read and check the sheet (the form's schema per product, then the server's checks
 * with every record asked once per code), then save the products the mode allows in one transaction, with
 * the codes and history rows a registration writes. Answers every refusal (the error sheet's notes).
 */
export function createProductExcelImport(deps: {
  repo: ProductExcelRepository;
  checks: ProductChecks;
  brands: ProductBrandSlot;
  reference: ProductReferenceService;
  supply: SupplyService;
  db: Database;
  clock: Clock;
}) {
  const { repo, checks, brands, reference, db, clock } = deps;

  /** The server's refusals of the products the schema passed, each on its product's first row. */
  async function checkAgainstRecords(session: SessionContext, supplyEntrCd: string, products: SheetProduct[], grntAgreed: boolean) {
    const ok = products.filter((p): p is SheetProduct & { product: TExcelRegisterProduct } => p.product !== null);
    const brandOf = new Map<string, SellerBrand | null>();
    for (const cd of distinct(ok.map((p) => p.product.brandCd))) brandOf.set(cd, await brands.findSellerBrand({ supplyEntrCd, brandCd: cd }));
    const siteOk = new Map<string, boolean>();
    for (const cd of distinct(ok.map((p) => p.product.deliveryLocCd))) siteOk.set(cd, await checks.siteUsable(session, cd));
    const policyOk = new Map<string, boolean>();
    for (const cd of distinct(ok.map((p) => p.product.dlcstPlcyCd))) policyOk.set(cd, await checks.policyUsable(session, cd));
    const countries = await checks.countryCodes();
    const taken = await repo.takenSupplyProdCds(
      supplyEntrCd,
      ok.map((p) => p.product.supplyProdCd),
    );
    for (const p of ok) {
      const b = p.product;
      const brand = brandOf.get(b.brandCd) ?? null;
      const fieldErrors = checks.errorsOf(b, {
        brandUsable: brand !== null && brand.confirmYn === 'Y' && brand.useYn === 'Y',
        siteUsable: siteOk.get(b.deliveryLocCd) ?? false,
        policyUsable: b.dlcstPlcyCd === null || (policyOk.get(b.dlcstPlcyCd) ?? false),
        countryKnown: countries.has(b.nativeCd),
        grntAgreed,
      });
      if (taken.has(b.supplyProdCd)) fieldErrors.push({ field: 'supplyProdCd', messageKey: 'product.msg.supplyProdCdTaken' });
      const row = p.rows[0] ?? 0;
      p.errors.push(...fieldErrors.map((e): SheetError => ({ row, column: e.field, messageKey: e.messageKey })));
    }
    return brandOf;
  }

  return {
    async importSheet(opts: {
      ctx: Pick<JobContext, 'id' | 'progress'>;
      supplyEntrCd: string;
      actor: Actor;
      mode: TProductExcelMode;
      data: Buffer;
    }): Promise<SheetError[]> {
      const { ctx, supplyEntrCd, actor } = opts;
      // The job acts for the seller that started it; the checks read only the session's seller.
      const session: SessionContext = { idHash: '', mgrId: actor.mgrId, state: 'active', supplyEntrCd, data: {} };
      const entr = await deps.supply.findSupplyEntr(supplyEntrCd);
      if (!entr) throw new Error(`upload job ${ctx.id}: seller ${supplyEntrCd} not found`);

      const sheet = await readProductSheet(opts.data, (read) => ctx.progress(read, null));
      const brandOf = await checkAgainstRecords(session, supplyEntrCd, sheet.products, entr.grntSrvcAgrmYn === 'Y');
      const errors = [...sheet.errors, ...sheet.products.flatMap((p) => p.errors)].sort((a, b) => a.row - b.row);
      const valid = sheet.products.filter((p): p is SheetProduct & { product: TExcelRegisterProduct } => p.product !== null && p.errors.length === 0);
      const toSave = opts.mode === 'ALL' && errors.length > 0 ? [] : valid;
      const rowsToSave = toSave.reduce((n, p) => n + p.rows.length, 0);
      await ctx.progress(sheet.rowCnt, sheet.rowCnt + rowsToSave);

      // Progress of the save is written from outside its transaction (a timer started before it), so the
      // screen sees it move while the products are still uncommitted.
      let done = sheet.rowCnt;
      let reported = done;
      let flushing: Promise<void> = Promise.resolve();
      const timer = setInterval(() => {
        if (done === reported) return;
        reported = done;
        flushing = flushing.then(() => ctx.progress(reported)).catch(() => undefined);
      }, PROGRESS_MS);
      try {
        await db.transaction(async () => {
          const now = clock.now();
          const contractRate = Number(entr.sellFeeRate);
          for (let i = 0; i < toSave.length; i += SAVE_CHUNK) {
            const part = toSave.slice(i, i + SAVE_CHUNK);
            const codes = await repo.nextProdCds(part.length);
            const sets = part.map((p, k): ProductRecordSet => {
              const b = p.product;
              const sellFeeRate = effectiveSellFeeRate({ brandRate: brandOf.get(b.brandCd)?.sellFeeRate, contractRate });
              const rc = { supplyEntrCd, prodCd: codes[k] ?? '', sellFeeRate, actor, now };
              const itemNames = reference.getNoticeType({ niTypeCd: b.niTypeCd, lang: 'ko' }).items.map((it) => it.itemNm);
              return {
                product: toProductRow(b, rc),
                options: toOptionRows(b, rc),
                noticeItems: toNoticeRows(b, rc, itemNames),
                history: toRegisterHistoryRow(rc),
              };
            });
            await repo.insertProducts(sets);
            done += part.reduce((n, p) => n + p.rows.length, 0);
          }
          await repo.saveOutcome(ctx.id, {
            rowCnt: sheet.rowCnt,
            productCnt: sheet.products.length,
            savedCnt: toSave.length,
            failedCnt: sheet.products.length - valid.length,
            errorCnt: errors.length,
            errors: errors.slice(0, L.maxErrors).map((e) => ({ row: e.row, column: e.column, messageKey: e.messageKey })),
          });
        });
      } finally {
        clearInterval(timer);
        await flushing;
      }
      await ctx.progress(sheet.rowCnt + rowsToSave);
      return errors;
    },
  };
}
export type ProductExcelImport = ReturnType<typeof createProductExcelImport>;
