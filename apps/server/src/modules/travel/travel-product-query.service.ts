import type { TLanguage, TTravelProductListFilter, TTravelProductListRequest } from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { BrandService } from '@/modules/brand/brand.service.ts';
import type { TravelPriceChangeRepository } from './travel-price-change.repository.ts';
import type { TravelProductListRepository } from './travel-product-list.repository.ts';
import type { TravelProductKey, TravelProductRepository } from './travel-product.repository.ts';
import { toDetail, toListRow } from './travel-product-view.ts';

/** The seller's reads of travel products: the search list (and its export's pages) and the detail. */
export function createTravelProductQueryService(deps: {
  repo: TravelProductRepository;
  lists: TravelProductListRepository;
  changes: TravelPriceChangeRepository;
  brands: Pick<BrandService, 'listApprovedBrands'>;
}) {
  const { repo, lists, changes, brands } = deps;
  /** Brand names by code: approved brands in use or not, so a property of a brand since stopped still shows its name. */
  const brandNames = async (supplyEntrCd: string, lang: TLanguage) =>
    new Map((await brands.listApprovedBrands({ supplyEntrCd, lang })).map((b) => [b.brandCd, b.brandNm]));

  async function listPage(opts: { supplyEntrCd: string; filters: TTravelProductListFilter; page: { pageNum: number; pageSize: number }; lang: TLanguage }) {
    const [{ rows, totalCnt }, names] = await Promise.all([lists.listSellerPage(opts), brandNames(opts.supplyEntrCd, opts.lang)]);
    return { list: rows.map((r) => toListRow(r, names, opts.lang)), totalCnt };
  }

  /** The whole detail of a property of a known seller (the seller's own, or the operator's preview). */
  async function detailOf(k: TravelProductKey, lang: TLanguage) {
    const product = await repo.find(k);
    if (!product) throw new AppError('NOT_FOUND', { messageKey: 'travelProduct.msg.notFound' });
    const [images, rooms, names, open] = await Promise.all([repo.listImages(k), repo.listRooms(k), brandNames(k.supplyEntrCd, lang), changes.findOpen(k)]);
    const openPriceChange = open ? { prodPriceSeq: open.prodPriceSeq, newListPrice: open.newListPrice, newProdPrice: open.newProdPrice } : null;
    return toDetail(product, { images, rooms, brandNm: names.get(product.brandCd) ?? product.brandCd, openPriceChange }, lang);
  }

  return {
    listPage,
    detailOf,
    brandNames,
    async listTravelProducts(opts: { session: SessionContext; query: TTravelProductListRequest; lang: TLanguage }) {
      const { pageNum, pageSize, ...filters } = opts.query;
      return listPage({ supplyEntrCd: companyOf(opts.session), filters, page: { pageNum, pageSize }, lang: opts.lang });
    },
    async getTravelProduct(opts: { session: SessionContext; prodCd: string; lang: TLanguage }) {
      return detailOf({ supplyEntrCd: companyOf(opts.session), prodCd: opts.prodCd }, opts.lang);
    },
  };
}
export type TravelProductQueryService = ReturnType<typeof createTravelProductQueryService>;
