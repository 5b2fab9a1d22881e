import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUpdateProductReply, type TUpdateProductRequest } from '@po/contracts';
import type { z } from 'zod';
import { put } from '@/shared/http/client';
import { PRODUCT_KEY } from './reference';

/**
 * PUT /api/product/products/:prodCd: saves the form at the version it read (409 when the product moved on);
 * answers the status (a rejected product's save is its resubmission) and the new version. No Idempotency-Key:
 * the version makes a repeated save a conflict, not a second change.
 */
export function updateProduct(prodCd: string, body: TUpdateProductRequest): Promise<z.output<typeof ZUpdateProductReply>> {
  return put(`/product/products/${encodeURIComponent(prodCd)}`, body, { schema: ZUpdateProductReply });
}

export function useUpdateProduct(prodCd: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProductRequest) => updateProduct(prodCd, body),
    // The lists show the new name and status; the page reloads the detail itself.
    onSuccess: () => client.invalidateQueries({ queryKey: [...PRODUCT_KEY, 'list'] }),
  });
}
