import { ZGetCodeListReply, type TCodeItem } from '@po/contracts';
import { get } from '@/shared/http/client';

/** GET /api/customer/supply/code/groupCd/{group}: a code list in the request's language (reference data). */
export function fetchCodeList(groupCode: string, signal?: AbortSignal): Promise<TCodeItem[]> {
  return get(`/customer/supply/code/groupCd/${encodeURIComponent(groupCode)}`, { schema: ZGetCodeListReply, signal });
}
