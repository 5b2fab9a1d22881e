import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZOpenMarketPaymentReply, type TOpenMarketPaymentReply, type TOpenMarketPaymentRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { CALCULATE_KEY } from './settlement-profile';

/** GET /api/calculate/partnerOpenMarketPaymentList: the open-market orders' settlement rows, line by line. */
export function fetchOpenMarketPaymentList(query: TOpenMarketPaymentRequest, signal?: AbortSignal): Promise<TOpenMarketPaymentReply> {
  return get('/calculate/partnerOpenMarketPaymentList', { schema: ZOpenMarketPaymentReply, signal, params: { ...query } });
}

export const useOpenMarketPaymentList = (query: TOpenMarketPaymentRequest | null) =>
  useQuery(
    queryOptions({
      queryKey: [...CALCULATE_KEY, 'partnerOpenMarketPaymentList', currentLanguage(), query],
      queryFn: ({ signal }) => fetchOpenMarketPaymentList(query!, signal),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
