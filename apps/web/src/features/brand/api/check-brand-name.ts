import { ZBrandNameCheckReply, type TBrandNameCheckReply } from '@po/contracts';
import { get } from '@/shared/http/client';

/** GET /api/brand/nameCheck: whether either name is already registered by any seller (compared normalised). */
export function checkBrandName(names: { brandNm: string; brandEnm: string }): Promise<TBrandNameCheckReply> {
  return get('/brand/nameCheck', { schema: ZBrandNameCheckReply, params: names });
}
