import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZVatReportReply, type TVatReportReply, type TVatReportRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { CALCULATE_KEY } from './settlement-profile';

/** GET /api/calculate/partnerVatReport: VAT rows by month of sale (≤ 12 months, each after the 10th of the next). */
export function fetchVatReport(query: TVatReportRequest, signal?: AbortSignal): Promise<TVatReportReply> {
  return get('/calculate/partnerVatReport', { schema: ZVatReportReply, signal, params: { ...query } });
}

export const useVatReport = (query: TVatReportRequest | null) =>
  useQuery(
    queryOptions({
      queryKey: [...CALCULATE_KEY, 'partnerVatReport', query],
      queryFn: ({ signal }) => fetchVatReport(query!, signal),
      enabled: query !== null,
    }),
  );
