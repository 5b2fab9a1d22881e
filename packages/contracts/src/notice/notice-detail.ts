import { z } from 'zod';
import { ZNoticeFile } from './notice.ts';

const ZYn = z.enum(['Y', 'N']);
const ZSeq = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET /api/notice/detail/{bulletinSq} (§7). */
export const ZNoticeDetailParams = z.object({ bulletinSq: ZSeq });
export type TNoticeDetailParams = z.infer<typeof ZNoticeDetailParams>;

/**
 * A notice as the detail screen shows it (§2 "Notice screens"): contents is HTML the server sanitised when it was
 * saved; prev/next are the neighbours in the list's order (null at either end).
 */
export const ZNoticeDetailReply = z.object({
  bulletinSq: z.number().int(),
  title: z.string(),
  noticeGb: ZYn,
  regDt: z.string(),
  contents: z.string(),
  fileYn: ZYn,
  fileList: z.array(ZNoticeFile),
  prevBulletinSq: z.number().int().nullable(),
  nextBulletinSq: z.number().int().nullable(),
});
export type TNoticeDetailReply = z.infer<typeof ZNoticeDetailReply>;

/** GET /api/notice/file/{fileSq}: an attachment of a notice in use, as a download. */
export const ZNoticeFileParams = z.object({ fileSq: ZSeq });
export type TNoticeFileParams = z.infer<typeof ZNoticeFileParams>;

/** Where an attachment downloads from (the web and the server build the same address). */
export const noticeFileUrl = (fileSq: number) => `/api/notice/file/${fileSq}`;
