import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNecessaryInfoReply, type TNecessaryInfoReply } from '@po/contracts';
import { get } from '@/shared/http/client';

export const NECESSARY_INFO_KEY = ['necessary', 'info'] as const;

/** GET /api/customer/supply/necessary-confirm-info: the company details and its agreement flags. */
export function fetchNecessaryInfo(signal?: AbortSignal): Promise<TNecessaryInfoReply> {
  return get('/customer/supply/necessary-confirm-info', { schema: ZNecessaryInfoReply, signal });
}

export const necessaryInfoQuery = queryOptions({
  queryKey: NECESSARY_INFO_KEY,
  queryFn: ({ signal }) => fetchNecessaryInfo(signal),
  // The flags change by saving; coming back to the screen must see the saved state.
  staleTime: 0,
});

export const useNecessaryInfo = (enabled = true) => useQuery({ ...necessaryInfoQuery, enabled });
