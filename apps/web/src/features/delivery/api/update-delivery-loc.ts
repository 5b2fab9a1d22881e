import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply, type TDeliveryLocSaveRequest } from '@po/contracts';
import { put } from '@/shared/http/client';
import { DELIVERY_LOC_KEY } from './delivery-locs';

/** PUT /api/delivery/deliveryLoc/:deliveryLocCd: edits a site (its goods-flow contract stays as it is). */
export function updateDeliveryLoc(deliveryLocCd: string, body: TDeliveryLocSaveRequest): Promise<1> {
  return put(`/delivery/deliveryLoc/${encodeURIComponent(deliveryLocCd)}`, body, { schema: ZOneReply });
}

export function useUpdateDeliveryLoc(deliveryLocCd: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeliveryLocSaveRequest) => updateDeliveryLoc(deliveryLocCd, body),
    onSuccess: () => client.invalidateQueries({ queryKey: DELIVERY_LOC_KEY }),
  });
}
