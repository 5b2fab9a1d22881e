import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply, type TYn } from '@po/contracts';
import { put } from '@/shared/http/client';
import { DELIVERY_LOC_KEY } from './delivery-locs';

/** PUT /api/delivery/deliveryLoc/:deliveryLocCd/useYn: switches a site on or off. */
export function setDeliveryLocUse(deliveryLocCd: string, useYn: TYn): Promise<1> {
  return put(`/delivery/deliveryLoc/${encodeURIComponent(deliveryLocCd)}/useYn`, { useYn }, { schema: ZOneReply });
}

export function useSetDeliveryLocUse(deliveryLocCd: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (useYn: TYn) => setDeliveryLocUse(deliveryLocCd, useYn),
    onSettled: () => client.invalidateQueries({ queryKey: DELIVERY_LOC_KEY }),
  });
}
