import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNoticeTypeListReply, ZStandardCategoryReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const PRODUCT_KEY = ['product'] as const;
/** The seller's product lists (products.ts); here so that a write can refresh them without loading the list call. */
export const PRODUCT_LIST_KEY = [...PRODUCT_KEY, 'list'] as const;

/** GET /api/product/categories: the standard category tree, flat, a parent before its children. */
export const categoriesQuery = (lang: string) =>
  queryOptions({
    queryKey: [...PRODUCT_KEY, 'categories', lang],
    queryFn: ({ signal }) => get('/product/categories', { schema: ZStandardCategoryReply, signal }),
    staleTime: Infinity,
  });

export const useCategories = () => useQuery(categoriesQuery(currentLanguage()));

/** GET /api/product/noticeTypes: every notice type with its items (reference data, read once per language). */
export const noticeTypesQuery = (lang: string) =>
  queryOptions({
    queryKey: [...PRODUCT_KEY, 'noticeTypes', lang],
    queryFn: ({ signal }) => get('/product/noticeTypes', { schema: ZNoticeTypeListReply, signal }),
    staleTime: Infinity,
  });

export const useNoticeTypes = () => useQuery(noticeTypesQuery(currentLanguage()));
