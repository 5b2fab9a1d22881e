import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZPurveyanceListReply, type TPurveyanceListReply, type TPurveyanceListRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { CALCULATE_KEY } from './settlement-profile';

/** GET /api/calculate/partnerPurveyanceList: a global seller's settled months in USD (from June 2022). */
export function fetchPurveyanceList(query: TPurveyanceListRequest, signal?: AbortSignal): Promise<TPurveyanceListReply> {
  return get('/calculate/partnerPurveyanceList', { schema: ZPurveyanceListReply, signal, params: { ...query } });
}

export const usePurveyanceList = (query: TPurveyanceListRequest | null) =>
  useQuery(
    queryOptions({
      queryKey: [...CALCULATE_KEY, 'partnerPurveyanceList', query],
      queryFn: ({ signal }) => fetchPurveyanceList(query!, signal),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
