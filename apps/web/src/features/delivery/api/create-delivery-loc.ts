import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreateDeliveryLocReply, type TDeliveryLocSaveRequest } from '@po/contracts';
import type { z } from 'zod';
import { post } from '@/shared/http/client';
import { DELIVERY_LOC_KEY } from './delivery-locs';

/** POST /api/delivery/deliveryLoc: registers a site; the code (DL0001…) is issued by the server. */
export function createDeliveryLoc(body: TDeliveryLocSaveRequest): Promise<z.output<typeof ZCreateDeliveryLocReply>> {
  return post('/delivery/deliveryLoc', body, { schema: ZCreateDeliveryLocReply });
}

export function useCreateDeliveryLoc() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createDeliveryLoc, onSuccess: () => client.invalidateQueries({ queryKey: DELIVERY_LOC_KEY }) });
}
