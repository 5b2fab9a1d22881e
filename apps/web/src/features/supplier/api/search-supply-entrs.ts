import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSupplyEntrsReply, type TSupplyEntrsRequest } from '@po/contracts';
import { post } from '@/shared/http/client';

/** POST /api/login/supplyEntrs: the sellers a master may act for, one page. */
export function searchSupplyEntrs(request: TSupplyEntrsRequest, signal?: AbortSignal) {
  return post('/login/supplyEntrs', request, { schema: ZSupplyEntrsReply, signal });
}

export const supplyEntrsQuery = (request: TSupplyEntrsRequest) =>
  queryOptions({
    queryKey: ['login', 'supplyEntrs', request] as const,
    queryFn: ({ signal }) => searchSupplyEntrs(request, signal),
    placeholderData: keepPreviousData,
  });

export const useSupplyEntrs = (request: TSupplyEntrsRequest) => useQuery(supplyEntrsQuery(request));
