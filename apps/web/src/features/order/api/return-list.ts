import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZReturnListReply, type TReturnListReply, type TReturnListRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

/** Every claim query of the return screens starts with this key: an action refreshes them all. */
export const CLAIM_KEY = ['claim'] as const;

/** GET /api/return/returnList: the seller's returns and exchanges by status, with the counts of every status. */
export function fetchReturnList(query: TReturnListRequest, signal?: AbortSignal): Promise<TReturnListReply> {
  return get('/return/returnList', { schema: ZReturnListReply, signal, params: { ...query } });
}

export const useReturnList = (query: TReturnListRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...CLAIM_KEY, 'returnList', currentLanguage(), query],
      queryFn: ({ signal }) => fetchReturnList(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
