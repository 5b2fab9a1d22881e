import { useQuery } from '@tanstack/react-query';
import { PROD_STATUS, ZProductDetailReply, ZProductListReply, type TProductDetailReply, type TProductListRow } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { PRODUCT_KEY } from './reference';

/** Approved products (on sale, sold out, suspended): the ones whose prices change only through a request. */
const APPROVED: readonly string[] = [PROD_STATUS.normal, PROD_STATUS.soldOut, PROD_STATUS.suspended];
const looksLikeCode = (term: string) => /^P\d{3,}$/i.test(term);

/** GET /api/product/products by code (pasted codes) or name: the seller's approved products that match. */
export async function findApprovedProducts(term: string, signal?: AbortSignal): Promise<TProductListRow[]> {
  const filter = looksLikeCode(term) ? { prodCds: term.toUpperCase() } : { prodNm: term };
  const reply = await get('/product/products', { schema: ZProductListReply, signal, params: { ...filter, pageSize: 20 } });
  return reply.list.filter((r) => APPROVED.includes(r.prodStsCd));
}

export const useApprovedProducts = (term: string) =>
  useQuery({
    enabled: term.trim() !== '',
    staleTime: 0,
    queryKey: [...PRODUCT_KEY, 'approved', currentLanguage(), term.trim()],
    queryFn: ({ signal }) => findApprovedProducts(term.trim(), signal),
  });

/** GET /api/product/products/:prodCd: the chosen product's current prices and combinations. */
export function fetchProduct(prodCd: string, signal?: AbortSignal): Promise<TProductDetailReply> {
  return get(`/product/products/${encodeURIComponent(prodCd)}`, { schema: ZProductDetailReply, signal });
}

export const useProductForPriceChange = (prodCd: string | null) =>
  useQuery({
    enabled: prodCd !== null,
    staleTime: 0,
    queryKey: [...PRODUCT_KEY, 'detail', prodCd, currentLanguage()],
    queryFn: ({ signal }) => fetchProduct(prodCd ?? '', signal),
  });
