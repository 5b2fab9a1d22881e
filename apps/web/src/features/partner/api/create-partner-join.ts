import { ZOneReply } from '@po/contracts';
import { postMultipart } from '@/shared/http/multipart';

/** POST /api/customer/supply/createPartnerJoin: the `partner` JSON part (with fileKinds) and one `file` part per kind, in order. */
export function createPartnerJoin(json: object, files: File[]): Promise<1> {
  return postMultipart('/customer/supply/createPartnerJoin', { jsonName: 'partner', json, files: { file: files } }, { schema: ZOneReply });
}
