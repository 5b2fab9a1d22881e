import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOneReply, type TBrandSettingsSaveRequest } from '@po/contracts';
import { put } from '@/shared/http/client';
import { BRAND_KEY } from './brands';

/** PUT /api/brand/brand/:brandCd: an approved brand's shipping terms and use flag. */
export function updateBrandSettings(brandCd: string, body: TBrandSettingsSaveRequest): Promise<1> {
  return put(`/brand/brand/${encodeURIComponent(brandCd)}`, body, { schema: ZOneReply });
}

export function useUpdateBrandSettings(brandCd: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBrandSettingsSaveRequest) => updateBrandSettings(brandCd, body),
    onSuccess: () => client.invalidateQueries({ queryKey: BRAND_KEY }),
  });
}
