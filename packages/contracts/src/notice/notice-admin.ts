import { z } from 'zod';
import { ZNoticeFile } from './notice.ts';

/**
 * The operator's notice form (§5 "Attachments limited per file and in total"; the spec gives no numbers). 10 MB a
 * file, 5 files and 20 MB together: a price table or a guide as PDF/Excel/Word/HWP fits, a video does not.
 * `contentsMax` is the product description's (the same editor and sanitiser).
 */
export const NOTICE_ADMIN_LIMITS = {
  titleMax: 200,
  contentsMax: 200_000,
  fileMaxBytes: 10 * 1024 * 1024,
  filesMax: 5,
  totalMaxBytes: 20 * 1024 * 1024,
  /** Extensions the form offers; the server judges the bytes (see notice-file-kind.ts). */
  fileExts: ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'xlsx', 'xls', 'docx', 'doc', 'pptx', 'hwp', 'zip'],
} as const;

/** The multipart form's JSON part and file part names. */
export const NOTICE_FORM_PARTS = { json: 'notice', file: 'attachFile' } as const;

const ZYn = z.enum(['Y', 'N']);
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'noticeAdmin.msg.popupDate' });

/**
 * The `notice` JSON part of POST/PUT /api/notice/admin (the form uses the same schema). Popup days are Seoul days,
 * both required and start ≤ end when popupYn is Y; with N they are dropped. keepFileSqs (PUT only) names the
 * attachments that stay; any other attachment of the notice is removed.
 */
export const ZNoticeSaveRequest = z
  .object({
    title: z
      .string({ error: 'noticeAdmin.msg.title' })
      .trim()
      .min(1, { error: 'noticeAdmin.msg.title' })
      .max(NOTICE_ADMIN_LIMITS.titleMax, { error: 'noticeAdmin.msg.titleMax' }),
    contents: z
      .string({ error: 'noticeAdmin.msg.contents' })
      .min(1, { error: 'noticeAdmin.msg.contents' })
      .max(NOTICE_ADMIN_LIMITS.contentsMax, { error: 'noticeAdmin.msg.contentsMax' }),
    noticeGb: ZYn.default('N'),
    popupYn: ZYn.default('N'),
    popupStartDt: ZDay.nullish(),
    popupEndDt: ZDay.nullish(),
    keepFileSqs: z.array(z.number().int().min(1).max(2_147_483_647)).max(100).default([]),
  })
  // Checked even when another field failed (`when`; no field rule may `abort`, which would stop it), so the form
  // shows every message at once; the values may then be unparsed, so each is read only when it is a text.
  .superRefine(
    (v, ctx) => {
      if (v.popupYn !== 'Y') return;
      const start = typeof v.popupStartDt === 'string' ? v.popupStartDt : '';
      const end = typeof v.popupEndDt === 'string' ? v.popupEndDt : '';
      if (!start) ctx.addIssue({ code: 'custom', path: ['popupStartDt'], message: 'noticeAdmin.msg.popupDate' });
      if (!end) ctx.addIssue({ code: 'custom', path: ['popupEndDt'], message: 'noticeAdmin.msg.popupDate' });
      if (start && end && start > end) ctx.addIssue({ code: 'custom', path: ['popupEndDt'], message: 'noticeAdmin.msg.popupOrder' });
    },
    { when: () => true },
  );
export type TNoticeSaveRequest = z.input<typeof ZNoticeSaveRequest>;
export type TNoticeSaveParsed = z.output<typeof ZNoticeSaveRequest>;

export const ZNoticeSaveReply = z.object({ bulletinSq: z.number().int() });
export type TNoticeSaveReply = z.infer<typeof ZNoticeSaveReply>;

/** GET /api/notice/admin/list: every notice in use, in the board's order, with its popup setting. */
export const ZNoticeAdminListRequest = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
});
export type TNoticeAdminListRequest = z.infer<typeof ZNoticeAdminListRequest>;

export const ZNoticeAdminRow = z.object({
  bulletinSq: z.number().int(),
  title: z.string(),
  noticeGb: ZYn,
  popupYn: ZYn,
  popupStartDt: z.string().nullable(),
  popupEndDt: z.string().nullable(),
  fileYn: ZYn,
  regDt: z.string(),
  regId: z.string(),
  upDt: z.string(),
});
export type TNoticeAdminRow = z.infer<typeof ZNoticeAdminRow>;
export const ZNoticeAdminListReply = z.object({ list: z.array(ZNoticeAdminRow), totalCnt: z.number().int() });
export type TNoticeAdminListReply = z.infer<typeof ZNoticeAdminListReply>;

/** GET /api/notice/admin/{bulletinSq}: the form's values. */
export const ZNoticeAdminDetailReply = ZNoticeAdminRow.extend({ contents: z.string(), fileList: z.array(ZNoticeFile) });
export type TNoticeAdminDetailReply = z.infer<typeof ZNoticeAdminDetailReply>;

export const ZNoticeDeleteReply = z.object({ bulletinSq: z.number().int(), useYn: z.literal('N') });
export type TNoticeDeleteReply = z.infer<typeof ZNoticeDeleteReply>;
