import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZSettlementProfileReply, type TSettlementProfileReply } from '@po/contracts';
import { get } from '@/shared/http/client';

/** Every query of the settlement screens starts with this key. */
export const CALCULATE_KEY = ['calculate'] as const;

/** GET /api/calculate/profile: the seller's settlement lists, fee rate, currency and last fixed month. */
export function fetchSettlementProfile(signal?: AbortSignal): Promise<TSettlementProfileReply> {
  return get('/calculate/profile', { schema: ZSettlementProfileReply, signal });
}

export const useSettlementProfile = () =>
  useQuery(queryOptions({ queryKey: [...CALCULATE_KEY, 'profile'], queryFn: ({ signal }) => fetchSettlementProfile(signal), staleTime: 60_000 }));
