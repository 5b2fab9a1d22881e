import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZDeliveryPolicyHistoryReply, type TPageRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';
import { POLICY_KEY } from './policies';

/** GET /api/delivery/policy/:dlcstPlcyCd/history: every version, the current one first, with the fields each change touched. */
export function fetchPolicyHistory(dlcstPlcyCd: string, page: TPageRequest, signal?: AbortSignal): Promise<z.output<typeof ZDeliveryPolicyHistoryReply>> {
  return get(`/delivery/policy/${encodeURIComponent(dlcstPlcyCd)}/history`, { schema: ZDeliveryPolicyHistoryReply, signal, params: { ...page } });
}

export const policyHistoryQuery = (dlcstPlcyCd: string, page: TPageRequest, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...POLICY_KEY, 'history', dlcstPlcyCd, lang, page],
    queryFn: ({ signal }) => fetchPolicyHistory(dlcstPlcyCd, page, signal),
    placeholderData: keepPreviousData,
  });

export const usePolicyHistory = (dlcstPlcyCd: string, page: TPageRequest) => useQuery(policyHistoryQuery(dlcstPlcyCd, page, currentLanguage()));
