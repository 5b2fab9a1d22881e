import { z } from 'zod';
import { ZSerialId } from '../common/ids.ts';
import { listRequest, ZFilterDay } from '../common/paging.ts';
import { ZInquiryCategory } from '../inquiry/enterinquire.ts';
import { ZStoredFileItem } from './partner-join-review.ts';

/** Filters of GET /admin/enterinquire/list (newest first): category, company and contact (contains), days received. */
export const ZEnterinquireListFilter = z.object({
  regGb: ZInquiryCategory.optional(),
  entrNm: z.string().trim().max(100).optional(),
  chgNm: z.string().trim().max(50).optional(),
  regDtFrom: ZFilterDay.optional(),
  regDtTo: ZFilterDay.optional(),
});
export type TEnterinquireListFilter = z.infer<typeof ZEnterinquireListFilter>;
export const ZEnterinquireListRequest = listRequest(ZEnterinquireListFilter);
export type TEnterinquireListRequest = z.infer<typeof ZEnterinquireListRequest>;

const s = z.string();
export const ZEnterinquireRow = z.object({
  inquirySeq: z.number().int(),
  regGb: s,
  regGbNm: s,
  entrNm: s,
  chgNm: s,
  chgEmail: s,
  /** Dashed for display (3-4-4 or 3-3-4). */
  chgPhone: s,
  imageYn: z.enum(['Y', 'N']),
  regDt: s,
});
export type TEnterinquireRow = z.infer<typeof ZEnterinquireRow>;
export const ZEnterinquireListReply = z.object({ list: z.array(ZEnterinquireRow), totalCnt: z.number().int() });

/** GET /admin/enterinquire/{inquirySeq}: the text and the image's metadata (its bytes: /image). */
export const ZEnterinquireDetailReply = ZEnterinquireRow.extend({ reqContents: s, chgAgree: s, image: ZStoredFileItem.nullable() });
export type TEnterinquireDetailReply = z.infer<typeof ZEnterinquireDetailReply>;
export const ZEnterinquireParams = z.object({ inquirySeq: ZSerialId });
