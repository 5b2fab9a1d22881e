import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZBrandApproveReply } from '@po/contracts';
import type { z } from 'zod';
import { put } from '@/shared/http/client';
import { BRAND_REVIEW_KEY, reviewPath, type BrandRequestKey } from './brand-review';

/** PUT /api/admin/brand/:supplyEntrCd/:brandRgsrRqstSeq/approve: issues the brand code. */
export function approveBrand(key: BrandRequestKey): Promise<z.output<typeof ZBrandApproveReply>> {
  return put(`${reviewPath(key)}/approve`, undefined, { schema: ZBrandApproveReply });
}

export function useApproveBrand() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveBrand, onSuccess: () => client.invalidateQueries({ queryKey: BRAND_REVIEW_KEY }) });
}
