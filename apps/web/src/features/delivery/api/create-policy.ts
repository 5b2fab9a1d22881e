import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreateDeliveryPolicyReply, type TDeliveryPolicySaveRequest } from '@po/contracts';
import type { z } from 'zod';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { post } from '@/shared/http/client';
import { POLICY_KEY } from './policies';

/** POST /api/delivery/policy: creates a policy; the code (DP0001…) is issued by the server. */
export function createPolicy(body: TDeliveryPolicySaveRequest, idemKey: string): Promise<z.output<typeof ZCreateDeliveryPolicyReply>> {
  return post('/delivery/policy', body, { schema: ZCreateDeliveryPolicyReply, headers: idempotencyHeader(idemKey) });
}

/** A retried create (same body) carries the same key, so the server creates one policy (policies have no delete). */
export function useCreatePolicy() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TDeliveryPolicySaveRequest) => createPolicy(body, keys.keyFor(body)),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: POLICY_KEY });
    },
  });
}
