import { DASHBOARD_LIMITS, type TLanguage, type TOptionStockSaveRequest, type TProductOptionListRequest } from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import type { ProductBrandSlot } from './product-brand-port.ts';
import type { ProductEditRepository } from './product-edit.repository.ts';
import type { ProductListRepository } from './product-list.repository.ts';
import type { ProductReferenceService } from './product-reference.service.ts';
import type { ProductStatusService } from './product-status.service.ts';
import { statusName, toOptionRow } from './product-view.ts';

/** Sold out soon (§9): the grid's stock range 1 to 5, as the dashboard's link passes it. */
const SOLD_OUT_SOON = { qtyMin: DASHBOARD_LIMITS.soldOutSoonMinStock, qtyMax: DASHBOARD_LIMITS.soldOutSoonMaxStock };

/** The option grid (productOptionList): combinations with their stock, and the grid's batch save of stock and sale flags. */
export function createProductOptionService(deps: {
  lists: ProductListRepository;
  edits: ProductEditRepository;
  brands: ProductBrandSlot;
  reference: ProductReferenceService;
  statuses: ProductStatusService;
  db: Database;
  clock: Clock;
}) {
  const { lists, edits, brands, reference, statuses, db, clock } = deps;

  async function optionPage(supplyEntrCd: string, query: TProductOptionListRequest, lang: TLanguage) {
    const { pageNum, pageSize, ...filters } = query;
    const { rows, totalCnt } = await lists.listOptionPage({ supplyEntrCd, filters, page: { pageNum, pageSize } });
    const ctx = {
      lang,
      brandNames: await brands.listBrandNames({ supplyEntrCd, lang }),
      categoryPath: (id: string, l: TLanguage) => reference.categoryPath(id, l),
    };
    return { list: rows.map((r) => toOptionRow(r, ctx)), totalCnt };
  }

  return {
    /** One page of the session's seller's combinations under the grid's filters. */
    async listOptions(opts: { session: SessionContext; query: TProductOptionListRequest; lang: TLanguage }) {
      return optionPage(companyOf(opts.session), opts.query, opts.lang);
    },

    /**
     * The sold-out-soon options of a seller (§9: stock 1 to 5): the same rows, order and count the grid shows for
     * qtyMin=1&qtyMax=5, for the popup after sign-in. `listSoldOutSoonCodes` answers every such option's code
     * (the popup counts the order lines waiting on them).
     */
    async listSoldOutSoon(opts: { supplyEntrCd: string; page: { pageNum: number; pageSize: number }; lang: TLanguage }) {
      return optionPage(opts.supplyEntrCd, { ...opts.page, ...SOLD_OUT_SOON }, opts.lang);
    },
    listSoldOutSoonCodes: (opts: { supplyEntrCd: string }) => lists.listOptionCodes({ supplyEntrCd: opts.supplyEntrCd, filters: SOLD_OUT_SOON }),

    /**
     * Sets stock and sale flags of many combinations at once, all or none: the products are locked in code
     * order, each row is written only at the version the grid read, and one stale row refuses the batch
     * (409, the stale rows named). The stock rule then runs per product: a sold-out one may come back on
     * sale, a suspended one stays suspended. A code that is not the seller's is 404.
     */
    async saveOptionStock(opts: { session: SessionContext; body: TOptionStockSaveRequest; lang: TLanguage }) {
      const supplyEntrCd = companyOf(opts.session);
      const { rows } = opts.body;
      return db.transaction(async () => {
        const prodCds = [...new Set(rows.map((r) => r.prodCd))].sort();
        const locked = await edits.lockProducts(supplyEntrCd, prodCds);
        const owned = new Map(
          (
            await edits.findOptions(
              supplyEntrCd,
              rows.map((r) => r.prodOptionCd),
            )
          ).map((o) => [o.prodOptionCd, o]),
        );
        if (locked.length !== prodCds.length || rows.some((r) => owned.get(r.prodOptionCd)?.prodCd !== r.prodCd)) throw new AppError('NOT_FOUND');

        const now = clock.now();
        const saved = [];
        const stale: TKeyedFieldError[] = [];
        for (const [i, r] of rows.entries()) {
          const row = await edits.updateOption({
            supplyEntrCd,
            prodOptionCd: r.prodOptionCd,
            version: r.version,
            patch: { stockQty: r.stockQty, saleAbleYn: r.saleAbleYn, upDt: now },
          });
          if (row) saved.push({ prodOptionCd: r.prodOptionCd, ...row });
          else stale.push({ field: `rows.${i}.version`, messageKey: 'product.msg.staleOption' });
        }
        // Throwing rolls the whole batch back: no row of it is applied.
        if (stale.length > 0) {
          const codes = stale.map((f) => rows[Number(f.field.split('.')[1])]?.prodOptionCd).join(', ');
          throw new AppError('CONFLICT', { messageKey: 'product.msg.staleOptions', fields: stale, params: { codes } });
        }
        const products = [];
        for (const prodCd of prodCds) {
          const prodStsCd = await statuses.applyStockRule({ supplyEntrCd, prodCd });
          products.push({ prodCd, prodStsCd, prodStsNm: statusName(prodStsCd, opts.lang) });
        }
        return { rows: saved, products };
      });
    },
  };
}
export type ProductOptionService = ReturnType<typeof createProductOptionService>;
