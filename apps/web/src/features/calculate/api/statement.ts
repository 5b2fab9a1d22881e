import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZStatementReply, type TStatementReply, type TStatementRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { CALCULATE_KEY } from './settlement-profile';

/** GET /api/calculate/statement/{settleYm}: the month's head, a page of its rows (one kind or all), totals by kind. */
export function fetchStatement(settleYm: string, query: TStatementRequest, signal?: AbortSignal): Promise<TStatementReply> {
  return get(`/calculate/statement/${encodeURIComponent(settleYm)}`, { schema: ZStatementReply, signal, params: { ...query } });
}

export const useStatement = (settleYm: string, query: TStatementRequest) =>
  useQuery(
    queryOptions({
      queryKey: [...CALCULATE_KEY, 'statement', settleYm, currentLanguage(), query],
      queryFn: ({ signal }) => fetchStatement(settleYm, query, signal),
      placeholderData: keepPreviousData,
    }),
  );
