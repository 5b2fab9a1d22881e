import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZClaimActionReply, type TClaimActionReply } from '@po/contracts';
import { put } from '@/shared/http/client';
import { CLAIM_KEY } from './return-list';

/** The return screens' one-item actions: PUT /api/return/claims/{claimSq}/{action} with the action's body. */
export type ClaimAction = 'collect' | 'collectComplete' | 'fees' | 'complete' | 'hold' | 'withdraw';

export const runClaimAction = (v: { claimSq: number; action: ClaimAction; body?: Record<string, unknown> }): Promise<TClaimActionReply> =>
  put(`/return/claims/${v.claimSq}/${v.action}`, v.body ?? {}, { schema: ZClaimActionReply });

export function useClaimAction() {
  const client = useQueryClient();
  return useMutation({ mutationFn: runClaimAction, onSuccess: () => client.invalidateQueries({ queryKey: CLAIM_KEY }) });
}
