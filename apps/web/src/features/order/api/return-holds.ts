import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZReturnHoldReply, type TReturnHoldRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { CLAIM_KEY } from './return-list';

/** GET /api/admin/order/returnHolds: every seller's claims on recovery hold, oldest first (the CS centre). */
export function fetchReturnHolds(query: TReturnHoldRequest, signal?: AbortSignal): Promise<z.output<typeof ZReturnHoldReply>> {
  return get('/admin/order/returnHolds', { schema: ZReturnHoldReply, signal, params: { ...query } });
}

export const useReturnHolds = (query: TReturnHoldRequest) =>
  useQuery(
    queryOptions({
      staleTime: 0,
      queryKey: [...CLAIM_KEY, 'holds', currentLanguage(), query],
      queryFn: ({ signal }) => fetchReturnHolds(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
