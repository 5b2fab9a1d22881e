import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZReturnWithdrawReply, type TReturnWithdrawRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { CLAIM_KEY } from './return-list';

/** GET /api/return/returnWithdraw: returns and exchanges that may still be withdrawn, or were. */
export function fetchReturnWithdraws(query: TReturnWithdrawRequest, signal?: AbortSignal): Promise<z.output<typeof ZReturnWithdrawReply>> {
  return get('/return/returnWithdraw', { schema: ZReturnWithdrawReply, signal, params: { ...query } });
}

export const useReturnWithdraws = (query: TReturnWithdrawRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...CLAIM_KEY, 'withdraws', currentLanguage(), query],
      queryFn: ({ signal }) => fetchReturnWithdraws(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
