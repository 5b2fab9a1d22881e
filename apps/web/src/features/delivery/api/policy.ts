import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDeliveryPolicyDetailReply, type TDeliveryPolicyDetailReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { POLICY_KEY } from './policies';

/** GET /api/delivery/policy/:dlcstPlcyCd: the current version, with its derived status. */
export function fetchPolicy(dlcstPlcyCd: string, signal?: AbortSignal): Promise<TDeliveryPolicyDetailReply> {
  return get(`/delivery/policy/${encodeURIComponent(dlcstPlcyCd)}`, { schema: ZDeliveryPolicyDetailReply, signal });
}

export const policyQuery = (dlcstPlcyCd: string, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...POLICY_KEY, 'detail', dlcstPlcyCd, lang],
    queryFn: ({ signal }) => fetchPolicy(dlcstPlcyCd, signal),
    enabled: dlcstPlcyCd !== '',
  });

export const usePolicy = (dlcstPlcyCd: string) => useQuery(policyQuery(dlcstPlcyCd, currentLanguage()));
