import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parsePastedCodes, ZProductListReply, type TProductListReply, type TProductListRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { PRODUCT_LIST_KEY } from './reference';

/**
 * Pasted codes travel as the distinct codes joined by single spaces: a GET's query holds up to 1,000 of them,
 * and new lines or commas would each cost three characters encoded (decisions "Product lists").
 */
export function compactCodes(text: string | undefined): string | undefined {
  const joined = parsePastedCodes(text ?? '').join(' ');
  return joined ? joined : undefined;
}

/** GET /api/product/products: one page of the seller's products, with the count of every status (the tabs). */
export function fetchProducts(query: TProductListRequest, signal?: AbortSignal): Promise<TProductListReply> {
  return get('/product/products', { schema: ZProductListReply, signal, params: { ...query, prodCds: compactCodes(query.prodCds) } });
}

export const productsQuery = (query: TProductListRequest, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...PRODUCT_LIST_KEY, lang, query],
    queryFn: ({ signal }) => fetchProducts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProducts = (query: TProductListRequest) => useQuery(productsQuery(query, currentLanguage()));
