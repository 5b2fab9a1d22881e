import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply, type TBrandRejectRequest } from '@po/contracts';
import { put } from '@/shared/http/client';
import { BRAND_REVIEW_KEY, reviewPath, type BrandRequestKey } from './brand-review';

/** PUT /api/admin/brand/:supplyEntrCd/:brandRgsrRqstSeq/reject: rejects with the reason the seller reads. */
export function rejectBrand(key: BrandRequestKey, body: TBrandRejectRequest): Promise<1> {
  return put(`${reviewPath(key)}/reject`, body, { schema: ZOneReply });
}

export function useRejectBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: BrandRequestKey; body: TBrandRejectRequest }) => rejectBrand(v.key, v.body),
    onSuccess: () => client.invalidateQueries({ queryKey: BRAND_REVIEW_KEY }),
  });
}
