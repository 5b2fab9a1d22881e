import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply, type TDeliveryPolicySaveRequest } from '@po/contracts';
import { put } from '@/shared/http/client';
import { POLICY_KEY } from './policies';

/** PUT /api/delivery/policy/:dlcstPlcyCd: a new version; the replaced one goes to the history. */
export function updatePolicy(dlcstPlcyCd: string, body: TDeliveryPolicySaveRequest): Promise<1> {
  return put(`/delivery/policy/${encodeURIComponent(dlcstPlcyCd)}`, body, { schema: ZOneReply });
}

export function useUpdatePolicy(dlcstPlcyCd: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeliveryPolicySaveRequest) => updatePolicy(dlcstPlcyCd, body),
    onSuccess: () => client.invalidateQueries({ queryKey: POLICY_KEY }),
  });
}
