import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreateDeliveryLocReply, type TDeliveryLocSaveRequest } from '@po/contracts';
import type { z } from 'zod';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { post } from '@/shared/http/client';
import { DELIVERY_LOC_KEY } from './delivery-locs';

/** POST /api/delivery/deliveryLoc: registers a site; the code (DL0001…) is issued by the server. */
export function createDeliveryLoc(body: TDeliveryLocSaveRequest, idemKey: string): Promise<z.output<typeof ZCreateDeliveryLocReply>> {
  return post('/delivery/deliveryLoc', body, { schema: ZCreateDeliveryLocReply, headers: idempotencyHeader(idemKey) });
}

/** A retried registration (same body) carries the same key, so the server creates one site. */
export function useCreateDeliveryLoc() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TDeliveryLocSaveRequest) => createDeliveryLoc(body, keys.keyFor(body)),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: DELIVERY_LOC_KEY });
    },
  });
}
