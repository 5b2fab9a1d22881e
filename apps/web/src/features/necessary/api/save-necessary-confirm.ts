import { useMutation } from '@tanstack/react-query';
import { ZOneReply, type TNecessaryConfirmRequest } from '@po/contracts';
import { post } from '@/shared/http/client';

/** POST /api/customer/supply/necessary-confirm-info: the flags of the blocks shown; answers 1. */
export function saveNecessaryConfirm(body: TNecessaryConfirmRequest): Promise<1> {
  return post('/customer/supply/necessary-confirm-info', body, { schema: ZOneReply });
}

export const useSaveNecessaryConfirm = () => useMutation({ mutationFn: saveNecessaryConfirm });
