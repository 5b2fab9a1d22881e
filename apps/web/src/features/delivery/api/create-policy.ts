import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreateDeliveryPolicyReply, type TDeliveryPolicySaveRequest } from '@po/contracts';
import type { z } from 'zod';
import { post } from '@/shared/http/client';
import { POLICY_KEY } from './policies';

/** POST /api/delivery/policy: creates a policy; the code (DP0001…) is issued by the server. */
export function createPolicy(body: TDeliveryPolicySaveRequest): Promise<z.output<typeof ZCreateDeliveryPolicyReply>> {
  return post('/delivery/policy', body, { schema: ZCreateDeliveryPolicyReply });
}

export function useCreatePolicy() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPolicy, onSuccess: () => client.invalidateQueries({ queryKey: POLICY_KEY }) });
}
