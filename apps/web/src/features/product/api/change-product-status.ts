import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZProductStatusReply, type TProdStsCd, type TProductListReply, type TSellerProductAction } from '@po/contracts';
import type { z } from 'zod';
import { put } from '@/shared/http/client';
import { PRODUCT_KEY, PRODUCT_LIST_KEY } from './reference';

type TStatusReply = z.output<typeof ZProductStatusReply>;

/** PUT /api/product/products/:prodCd/status: the seller's move (suspend, resume) as the transition table allows it; the new status comes back. */
export function changeProductStatus(prodCd: string, action: TSellerProductAction): Promise<TStatusReply> {
  return put(`/product/products/${encodeURIComponent(prodCd)}/status`, { action }, { schema: ZProductStatusReply });
}

/**
 * The reply moves the row and one count from the old status's tab to the new one in every cached page
 * (the row stays in view under its new status until the next search, so it does not jump away under the
 * pointer).
 */
export function applyStatusReply(list: TProductListReply, reply: TStatusReply): TProductListReply {
  const row = list.list.find((r) => r.prodCd === reply.prodCd);
  if (!row || row.prodStsCd === reply.prodStsCd) return list;
  const from: TProdStsCd = row.prodStsCd;
  const saleYn = reply.prodStsCd === '90' ? 'Y' : 'N';
  return {
    ...list,
    list: list.list.map((r) => (r.prodCd === reply.prodCd ? { ...r, prodStsCd: reply.prodStsCd, prodStsNm: reply.prodStsNm, saleYn } : r)),
    statusCountList: list.statusCountList.map((c) =>
      c.prodStsCd === from ? { ...c, cnt: Math.max(0, c.cnt - 1) } : c.prodStsCd === reply.prodStsCd ? { ...c, cnt: c.cnt + 1 } : c,
    ),
  };
}

/**
 * The cached list pages take the reply in place and are marked stale without a refetch (a shown row keeps its
 * place); the product's detail and status history are read again (the update form shows them).
 */
export function useChangeProductStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ prodCd, action }: { prodCd: string; action: TSellerProductAction }) => changeProductStatus(prodCd, action),
    onSuccess: (reply) => {
      client.setQueriesData<TProductListReply>({ queryKey: PRODUCT_LIST_KEY }, (old) => (old ? applyStatusReply(old, reply) : old));
      return Promise.all([
        client.invalidateQueries({ queryKey: PRODUCT_LIST_KEY, refetchType: 'none' }),
        client.invalidateQueries({ queryKey: [...PRODUCT_KEY, 'detail', reply.prodCd] }),
        client.invalidateQueries({ queryKey: [...PRODUCT_KEY, 'statusHistory', reply.prodCd] }),
      ]);
    },
  });
}
