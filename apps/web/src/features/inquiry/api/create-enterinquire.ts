import { ZOneReply, type TEnterinquireRequest } from '@po/contracts';
import { postMultipart } from '@/shared/http/multipart';

/** POST /customer/supply/createEnterinquire: the `enterinquire` JSON part and at most one `file` image. */
export const createEnterinquire = (json: TEnterinquireRequest, image: File | null) =>
  postMultipart('/customer/supply/createEnterinquire', { jsonName: 'enterinquire', json, files: { file: image } }, { schema: ZOneReply });
