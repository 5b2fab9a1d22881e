import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTaxInvoice, type TTaxInvoice } from '@po/contracts';
import { get } from '@/shared/http/client';
import { CALCULATE_KEY } from './settlement-profile';

/** GET /api/calculate/partnerBillPublish/{settleYm}: one month's tax invoice in full (404 when there is none). */
export function fetchTaxInvoice(settleYm: string, signal?: AbortSignal): Promise<TTaxInvoice> {
  return get(`/calculate/partnerBillPublish/${encodeURIComponent(settleYm)}`, { schema: ZTaxInvoice, signal });
}

export const useTaxInvoice = (settleYm: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...CALCULATE_KEY, 'partnerBillPublish', settleYm],
      queryFn: ({ signal }) => fetchTaxInvoice(settleYm!, signal),
      enabled: settleYm !== null,
    }),
  );
