import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreateBrandRequestReply, type TBrandRequestSaveRequest } from '@po/contracts';
import type { z } from 'zod';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { post } from '@/shared/http/client';
import { BRAND_KEY } from './brands';

/** POST /api/brand/request: sends a brand request to the MD; the inquiry number comes back. */
export function createBrandRequest(body: TBrandRequestSaveRequest, idemKey: string): Promise<z.output<typeof ZCreateBrandRequestReply>> {
  return post('/brand/request', body, { schema: ZCreateBrandRequestReply, headers: idempotencyHeader(idemKey) });
}

/** A retried request (same body) carries the same key, so the server records one request. */
export function useCreateBrandRequest() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TBrandRequestSaveRequest) => createBrandRequest(body, keys.keyFor(body)),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: BRAND_KEY });
    },
  });
}
