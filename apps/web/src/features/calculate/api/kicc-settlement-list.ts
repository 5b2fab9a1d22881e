import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZKiccSettlementListReply, type TKiccSettlementListReply, type TSettlementListRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { CALCULATE_KEY } from './settlement-profile';

/** GET /api/calculate/partnerSupplyEntrKICCList: the card-provider variant, with card and other payments. */
export function fetchKiccSettlementList(query: TSettlementListRequest, signal?: AbortSignal): Promise<TKiccSettlementListReply> {
  return get('/calculate/partnerSupplyEntrKICCList', { schema: ZKiccSettlementListReply, signal, params: { ...query } });
}

export const useKiccSettlementList = (query: TSettlementListRequest | null) =>
  useQuery(
    queryOptions({
      queryKey: [...CALCULATE_KEY, 'partnerSupplyEntrKICCList', currentLanguage(), query],
      queryFn: ({ signal }) => fetchKiccSettlementList(query!, signal),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
