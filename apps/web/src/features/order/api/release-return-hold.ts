import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZClaimActionReply, type TClaimActionReply } from '@po/contracts';
import { put } from '@/shared/http/client';
import { CLAIM_KEY } from './return-list';

/** PUT /api/admin/order/returnHolds/{claimSq}/release: the CS centre releases a hold with a memo. */
export const releaseReturnHold = (v: { claimSq: number; releaseMemo: string }): Promise<TClaimActionReply> =>
  put(`/admin/order/returnHolds/${v.claimSq}/release`, { releaseMemo: v.releaseMemo }, { schema: ZClaimActionReply });

export function useReleaseReturnHold() {
  const client = useQueryClient();
  return useMutation({ mutationFn: releaseReturnHold, onSuccess: () => client.invalidateQueries({ queryKey: CLAIM_KEY }) });
}
