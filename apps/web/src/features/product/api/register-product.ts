import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRegisterProductReply, type TRegisterProductRequest } from '@po/contracts';
import type { z } from 'zod';
import { idempotencyHeader, useIdempotencyKey } from '@/shared/form/idempotency-key';
import { post } from '@/shared/http/client';
import { PRODUCT_KEY } from './reference';

/** POST /api/product/products: registers a product awaiting the MD's approval; its code comes back. */
export function registerProduct(body: TRegisterProductRequest, idemKey: string): Promise<z.output<typeof ZRegisterProductReply>> {
  return post('/product/products', body, { schema: ZRegisterProductReply, headers: idempotencyHeader(idemKey) });
}

/** A retried submit (same body) carries the same key, so the server registers one product. */
export function useRegisterProduct() {
  const client = useQueryClient();
  const keys = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: TRegisterProductRequest) => registerProduct(body, keys.keyFor(body)),
    onSuccess: () => {
      keys.settle();
      return client.invalidateQueries({ queryKey: [...PRODUCT_KEY, 'list'] });
    },
  });
}
