import {
  PROD_STATUSES,
  type TLanguage,
  type TPageRequest,
  type TProductDetailReply,
  type TProductListFilter,
  type TProductListReply,
  type TProductListRequest,
} from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { ProductBrandSlot } from './product-brand-port.ts';
import type { ProductEditRepository } from './product-edit.repository.ts';
import type { ProductListRepository } from './product-list.repository.ts';
import type { ProductReferenceService } from './product-reference.service.ts';
import { statusName, toDetail, toListRow, type ProductViewContext } from './product-view.ts';
import type { ProductRepository } from './product.repository.ts';

/** The seller's products as lists (productSupplyList, productSearchList) and as the update form reads one. */
export function createProductQueryService(deps: {
  repo: ProductRepository;
  lists: ProductListRepository;
  edits: ProductEditRepository;
  brands: ProductBrandSlot;
  reference: ProductReferenceService;
}) {
  const { repo, lists, edits, brands, reference } = deps;

  const viewContext = async (supplyEntrCd: string, lang: TLanguage): Promise<ProductViewContext> => ({
    lang,
    brandNames: await brands.listBrandNames({ supplyEntrCd, lang }),
    categoryPath: (id, l) => reference.categoryPath(id, l),
  });

  /** One page of a seller's products with the status tabs' counts (the lists and the Excel export). */
  async function listProductPage(opts: {
    supplyEntrCd: string;
    filters: TProductListFilter;
    page: TPageRequest;
    lang: TLanguage;
    /** The export reads many pages and needs no tabs: it leaves the counts out (all zero). */
    withStatusCounts?: boolean;
  }): Promise<TProductListReply> {
    const { rows, totalCnt, statusCounts } = await lists.listProductPage({ ...opts, withStatusCounts: opts.withStatusCounts ?? true });
    const ctx = await viewContext(opts.supplyEntrCd, opts.lang);
    return {
      list: rows.map((r) => toListRow(r, ctx)),
      totalCnt,
      // Every status has its tab, an empty one too.
      statusCountList: PROD_STATUSES.map((cd) => ({ prodStsCd: cd, prodStsNm: statusName(cd, opts.lang), cnt: statusCounts.get(cd) ?? 0 })),
    };
  }

  /** One product of a seller with every field group (the seller's form, the operator's preview); unknown is 404. */
  async function getProductOf(opts: { supplyEntrCd: string; prodCd: string; lang: TLanguage }): Promise<TProductDetailReply> {
    const key = { supplyEntrCd: opts.supplyEntrCd, prodCd: opts.prodCd };
    const product = await repo.find(key);
    if (!product) throw new AppError('NOT_FOUND');
    const [options, images, notice] = await Promise.all([edits.listOptions(key), edits.listImages(key), edits.listNoticeItems(key)]);
    return toDetail({ product, options, images, notice }, await viewContext(key.supplyEntrCd, opts.lang));
  }

  return {
    listProductPage,

    /** The session's seller's products under the screen's filters. */
    async listProducts(opts: { session: SessionContext; query: TProductListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, ...filters } = opts.query;
      return listProductPage({ supplyEntrCd: companyOf(opts.session), filters, page: { pageNum, pageSize }, lang: opts.lang });
    },

    /** One product of the session's seller with every field group; another seller's code is 404. */
    async getProduct(opts: { session: SessionContext; prodCd: string; lang: TLanguage }): Promise<TProductDetailReply> {
      return getProductOf({ supplyEntrCd: companyOf(opts.session), prodCd: opts.prodCd, lang: opts.lang });
    },

    getProductOf,
  };
}
export type ProductQueryService = ReturnType<typeof createProductQueryService>;
