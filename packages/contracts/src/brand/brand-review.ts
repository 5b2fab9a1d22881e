import { z } from 'zod';
import { listReply, listRequest } from '../common/paging.ts';
import { ZSerialId } from '../common/ids.ts';
import { ZBrandStatus } from './brand-codes.ts';
import { BRAND_LIMITS, ZBrandRow } from './brand.ts';

/**
 * Filters of GET /admin/brand/list (/admin/brandRequestList, every seller's requests, oldest first):
 * status (the screen opens on PENDING), company name, brand name.
 */
export const ZBrandAdminListFilter = z.object({
  confirmStatus: ZBrandStatus.optional(),
  supplyEntrNm: z.string().trim().max(100).optional(),
  brandNm: z.string().trim().max(100).optional(),
});
export type TBrandAdminListFilter = z.infer<typeof ZBrandAdminListFilter>;
export const ZBrandAdminListRequest = listRequest(ZBrandAdminListFilter);
export type TBrandAdminListRequest = z.infer<typeof ZBrandAdminListRequest>;
export const ZBrandAdminRow = ZBrandRow.extend({ supplyEntrCd: z.string(), supplyEntrNm: z.string() });
export type TBrandAdminRow = z.infer<typeof ZBrandAdminRow>;
export const ZBrandAdminListReply = listReply(ZBrandAdminRow);
export const ZBrandAdminParams = z.object({ supplyEntrCd: z.string().min(1).max(20), brandRgsrRqstSeq: ZSerialId });

/** The MD rejects with a reason the seller reads. */
export const ZBrandRejectRequest = z.object({
  rejectReason: z
    .string({ error: 'brand.msg.rejectReason' })
    .trim()
    .min(1, { error: 'brand.msg.rejectReason', abort: true })
    .max(BRAND_LIMITS.rejectReasonMax, { error: 'brand.msg.rejectReasonLength' }),
});
export type TBrandRejectRequest = z.infer<typeof ZBrandRejectRequest>;
export const ZBrandApproveReply = z.object({ brandCd: z.string() });
