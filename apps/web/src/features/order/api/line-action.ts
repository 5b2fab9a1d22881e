import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLineActionReply, type TLineActionReply } from '@po/contracts';
import { put } from '@/shared/http/client';

/** The paths of the seller's line actions (PUT /api/order/lines/...). */
export type TLineActionPath = 'prepare' | 'invoice' | 'deliver' | 'memo' | 'delayNotice' | 'soldOut';

/** One line action call: the lines with the versions read; the reply names the lines done and the ones refused. */
export function putLines<L extends object>(path: TLineActionPath, lines: L[]): Promise<TLineActionReply> {
  return put(`/order/lines/${path}`, { lines }, { schema: ZLineActionReply });
}

/** A mutation of one line action; every order read (the detail, its history, the lists) is read again after it. */
export function useLineAction<L extends object>(path: TLineActionPath) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lines: L[]) => putLines(path, lines),
    onSettled: () => client.invalidateQueries({ queryKey: ['order'] }),
  });
}
