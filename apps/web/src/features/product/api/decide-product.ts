import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProductStatusReply } from '@po/contracts';
import type { z } from 'zod';
import { post } from '@/shared/http/client';
import { PRODUCT_REVIEW_KEY, productReviewPath } from './product-review';

type StatusReply = z.output<typeof ZProductStatusReply>;

/** POST /api/admin/product/products/:prodCd/approve: on sale (90), or sold out (60) when no stock is sale-able. */
export function approveProduct(prodCd: string): Promise<StatusReply> {
  return post(`${productReviewPath(prodCd)}/approve`, undefined, { schema: ZProductStatusReply });
}

/** POST /api/admin/product/products/:prodCd/reject: rejected (20) with the reason the seller reads. */
export function rejectProduct(prodCd: string, body: { reason: string }): Promise<StatusReply> {
  return post(`${productReviewPath(prodCd)}/reject`, body, { schema: ZProductStatusReply });
}

/** Either decision refreshes the queue and the preview: the product leaves the awaiting list. */
export function useApproveProduct() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveProduct, onSuccess: () => client.invalidateQueries({ queryKey: PRODUCT_REVIEW_KEY }) });
}

export function useRejectProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { prodCd: string; body: { reason: string } }) => rejectProduct(v.prodCd, v.body),
    onSuccess: () => client.invalidateQueries({ queryKey: PRODUCT_REVIEW_KEY }),
  });
}
