import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZClaimReceiptReply, type TClaimReceiptReply, type ZClaimReceiptRequest } from '@po/contracts';
import type { z } from 'zod';
import { post } from '@/shared/http/client';

/** POST /api/order/claims: a cancel, return or exchange receipt for lines of an order. */
export const receiveClaims = (body: z.input<typeof ZClaimReceiptRequest>): Promise<TClaimReceiptReply> =>
  post('/order/claims', body, { schema: ZClaimReceiptReply });

/** Refreshes every order and claim view after a receipt (the order screens read lines under 'order'). */
export function useReceiveClaims() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: receiveClaims,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['claim'] });
      await client.invalidateQueries({ queryKey: ['order'] });
    },
  });
}
