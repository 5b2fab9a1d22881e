import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZBrandListReply,
  ZJobStartedReply,
  ZRegisterTravelProductReply,
  ZTravelCalendarReply,
  ZTravelCalendarSaveReply,
  ZTravelProductDetailReply,
  ZTravelProductListReply,
  ZTravelWindowChangeReply,
  ZUpdateTravelProductReply,
  type TJobStartedReply,
  type TRegisterTravelProductRequest,
  type TTravelCalendarSaveRequest,
  type TTravelProductListFilter,
  type TTravelProductListRequest,
  type TTravelProductStatusRequest,
  type TTravelWindowChangeRequest,
  type TUpdateTravelProductRequest,
} from '@po/contracts';
import { z } from 'zod';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { get, post, put } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const TRAVEL_PRODUCT_KEY = ['travelProduct'] as const;
const LIST_KEY = [...TRAVEL_PRODUCT_KEY, 'list'] as const;
const path = (prodCd: string, tail = '') => `/travel/products/${encodeURIComponent(prodCd)}${tail}`;

/** GET /api/brand/brands?gubun=BRAND: the seller's approved brands in use, the only ones a property may name. */
export function useUsableBrands() {
  const lang = currentLanguage();
  return useQuery({
    queryKey: [...TRAVEL_PRODUCT_KEY, 'brands', lang],
    queryFn: ({ signal }) =>
      get('/brand/brands', { schema: ZBrandListReply, signal, params: { gubun: 'BRAND', confirmStatus: 'APPROVED', useYn: 'Y', pageNum: 1, pageSize: 1000 } }),
    staleTime: 0,
  });
}

/** POST /api/travel/products: registers a property awaiting approval; a retried submit carries the same key. */
export function useRegisterTravelProduct() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TRegisterTravelProductRequest) =>
      post('/travel/products', body, { schema: ZRegisterTravelProductReply, headers: idempotencyHeader(keys.keyFor(body)) }),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

/** GET /api/travel/products: the search list with its filters. */
export function useTravelProducts(request: TTravelProductListRequest) {
  return useQuery({
    queryKey: [...LIST_KEY, request],
    queryFn: ({ signal }) => get('/travel/products', { schema: ZTravelProductListReply, signal, params: request }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/travel/products/excel: starts the Excel export of the list's search; 202 with the job. */
export function startTravelProductsExport(filters: TTravelProductListFilter, idemKey: string): Promise<TJobStartedReply> {
  return post('/travel/products/excel', filters, { schema: ZJobStartedReply, accepted: true, headers: idempotencyHeader(idemKey) });
}

/** GET /api/travel/products/:prodCd and its calendar (the whole window): the update form needs both. */
export function useTravelProduct(prodCd: string) {
  const detail = useQuery({
    queryKey: [...TRAVEL_PRODUCT_KEY, 'detail', prodCd],
    queryFn: ({ signal }) => get(path(prodCd), { schema: ZTravelProductDetailReply, signal }),
    staleTime: 0,
  });
  const calendar = useQuery({
    queryKey: [...TRAVEL_PRODUCT_KEY, 'calendar', prodCd],
    queryFn: ({ signal }) => get(path(prodCd, '/calendar'), { schema: ZTravelCalendarReply, signal }),
    staleTime: 0,
  });
  return { detail, calendar };
}

/** The update's calls: the window (which wipes and replaces the calendar), the property, the changed cells. */
export const changeTravelWindow = (prodCd: string, body: TTravelWindowChangeRequest) =>
  put(path(prodCd, '/window'), body, { schema: ZTravelWindowChangeReply });
export const updateTravelProduct = (prodCd: string, body: TUpdateTravelProductRequest) => put(path(prodCd), body, { schema: ZUpdateTravelProductReply });
export const saveTravelCalendar = (prodCd: string, body: TTravelCalendarSaveRequest) =>
  put(path(prodCd, '/calendar'), body, { schema: ZTravelCalendarSaveReply });

/** PUT /api/travel/products/:prodCd/status: suspend or resume, as the catalog's machine allows it. */
export function useChangeTravelStatus(prodCd: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTravelProductStatusRequest) => put(path(prodCd, '/status'), body, { schema: z.unknown() }),
    onSuccess: () => client.invalidateQueries({ queryKey: TRAVEL_PRODUCT_KEY }),
  });
}

/** After a save: the detail, calendar and lists are read again. */
export function useRefreshTravelProduct() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: TRAVEL_PRODUCT_KEY });
}
