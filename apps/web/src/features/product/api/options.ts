import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZProductOptionListReply, type TProductOptionListRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { compactCodes } from './products';
import { PRODUCT_KEY } from './reference';

export const OPTION_LIST_KEY = [...PRODUCT_KEY, 'options'] as const;
export type TProductOptionListReply = z.output<typeof ZProductOptionListReply>;

/** GET /api/product/options: one page of the option grid (a row per combination, with its version). */
export function fetchOptions(query: TProductOptionListRequest, signal?: AbortSignal): Promise<TProductOptionListReply> {
  return get('/product/options', { schema: ZProductOptionListReply, signal, params: { ...query, prodCds: compactCodes(query.prodCds) } });
}

export const optionsQuery = (query: TProductOptionListRequest, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...OPTION_LIST_KEY, lang, query],
    queryFn: ({ signal }) => fetchOptions(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOptions = (query: TProductOptionListRequest) => useQuery(optionsQuery(query, currentLanguage()));
