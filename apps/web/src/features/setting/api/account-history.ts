import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZChangeLogListReply, type TChangeLogListRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';

export const ACCOUNT_HISTORY_KEY = ['setting', 'accountHistory'] as const;

/** GET /api/setting/account/history: recorded changes, newest first; by entity or all of the seller's. */
export function fetchAccountHistory(query: TChangeLogListRequest, signal?: AbortSignal): Promise<z.output<typeof ZChangeLogListReply>> {
  return get('/setting/account/history', { schema: ZChangeLogListReply, signal, params: { ...query } });
}

export const accountHistoryQuery = (query: TChangeLogListRequest) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...ACCOUNT_HISTORY_KEY, query],
    queryFn: ({ signal }) => fetchAccountHistory(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAccountHistory = (query: TChangeLogListRequest) => useQuery(accountHistoryQuery(query));
