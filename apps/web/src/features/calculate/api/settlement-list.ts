import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZSettlementListReply, type TSettlementListReply, type TSettlementListRequest } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { CALCULATE_KEY } from './settlement-profile';

/** GET /api/calculate/partnerSupplyEntrList: the rows of a period of settlement months and the monthly summary. */
export function fetchSettlementList(query: TSettlementListRequest, signal?: AbortSignal): Promise<TSettlementListReply> {
  return get('/calculate/partnerSupplyEntrList', { schema: ZSettlementListReply, signal, params: { ...query } });
}

export const useSettlementList = (query: TSettlementListRequest | null) =>
  useQuery(
    queryOptions({
      queryKey: [...CALCULATE_KEY, 'partnerSupplyEntrList', currentLanguage(), query],
      queryFn: ({ signal }) => fetchSettlementList(query!, signal),
      enabled: query !== null,
      placeholderData: keepPreviousData,
    }),
  );
