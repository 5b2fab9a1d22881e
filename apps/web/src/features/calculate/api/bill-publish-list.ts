import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZBillPublishListReply, type TBillPublishListReply, type TBillPublishListRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { CALCULATE_KEY } from './settlement-profile';

/** GET /api/calculate/partnerBillPublishList: the mall's commission tax invoices to the seller in a period. */
export function fetchBillPublishList(query: TBillPublishListRequest, signal?: AbortSignal): Promise<TBillPublishListReply> {
  return get('/calculate/partnerBillPublishList', { schema: ZBillPublishListReply, signal, params: { ...query } });
}

export const useBillPublishList = (query: TBillPublishListRequest | null) =>
  useQuery(
    queryOptions({
      queryKey: [...CALCULATE_KEY, 'partnerBillPublishList', query],
      queryFn: ({ signal }) => fetchBillPublishList(query!, signal),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
