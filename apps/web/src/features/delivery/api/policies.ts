import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZDeliveryPolicyListReply, type TDeliveryPolicyListRequest } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

export const POLICY_KEY = ['delivery', 'policy'] as const;

/** GET /api/delivery/policies: the seller's delivery-fee policies by title, types, derived status and use flag. */
export function fetchPolicies(query: TDeliveryPolicyListRequest, signal?: AbortSignal): Promise<z.output<typeof ZDeliveryPolicyListReply>> {
  return get('/delivery/policies', { schema: ZDeliveryPolicyListReply, signal, params: { ...query } });
}

export const policiesQuery = (query: TDeliveryPolicyListRequest, lang: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: [...POLICY_KEY, 'list', lang, query],
    queryFn: ({ signal }) => fetchPolicies(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePolicies = (query: TDeliveryPolicyListRequest) => useQuery(policiesQuery(query, currentLanguage()));
