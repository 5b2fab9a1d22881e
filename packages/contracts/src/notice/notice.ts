import { z } from 'zod';

/** Notice (bulletin) list constants (§9): 30 per page on the notice screen, the latest 5 on the home. */
export const BULLETIN_LIMITS = { pageSize: 30, homeCount: 5 } as const;

const ZYn = z.enum(['Y', 'N']);

/** GET /api/notice/list (§7 "pageNum, pageSize"): important notices first, then newest first. */
export const ZNoticeListRequest = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(BULLETIN_LIMITS.pageSize),
});
export type TNoticeListRequest = z.infer<typeof ZNoticeListRequest>;

/** A row of the list (§3 "Notice"): noticeGb Y is important; fileYn Y has attachments; regDt an ISO instant. */
export const ZNoticeRow = z.object({
  bulletinSq: z.number().int(),
  title: z.string(),
  noticeGb: ZYn,
  regDt: z.string(),
  fileYn: ZYn,
});
export type TNoticeRow = z.infer<typeof ZNoticeRow>;
export const ZNoticeListReply = z.object({ list: z.array(ZNoticeRow), totalCnt: z.number().int() });
export type TNoticeListReply = z.infer<typeof ZNoticeListReply>;

/** An attachment of a notice: downloaded through GET /api/notice/file/{fileSq}. */
export const ZNoticeFile = z.object({ fileSq: z.number().int(), fileName: z.string(), fileExt: z.string() });
export type TNoticeFile = z.infer<typeof ZNoticeFile>;
