import { z } from 'zod';
import { listReply, ZFilterDay, ZPageRequest } from '../common/paging.ts';
import { ZYn } from '../common/replies.ts';
import { ZNoticeFile } from './notice.ts';

/**
 * The popups after sign-in (business-area §2 "Popups", §4, §9): how long a "do not show again" lasts, and the
 * popup sizes. The notice popup is suppressed 7 days, the sold-out-soon popup 1 day (until the end of the Seoul day).
 */
export const POPUP_LIMITS = { noticeSuppressDays: 7, soldOutSuppressDays: 1, soldOutPopupPageSize: 10 } as const;

/** The dated popups whose window the operator sets (GRNT_SRVC: the guarantee-service terms popup). */
export const POPUP_CODES = ['GRNT_SRVC'] as const;
export const ZPopupCd = z.enum(POPUP_CODES);
export type TPopupCd = z.infer<typeof ZPopupCd>;

/** GET /api/notice/popup: one notice shown as a popup today (Seoul), with its attachments. */
export const ZNoticePopupRow = z.object({
  bulletinSq: z.number().int(),
  title: z.string(),
  /** Sanitised HTML, as the notice detail shows it. */
  contents: z.string(),
  regDt: z.string(),
  fileList: z.array(ZNoticeFile),
});
export type TNoticePopupRow = z.infer<typeof ZNoticePopupRow>;
export const ZNoticePopupReply = z.object({ list: z.array(ZNoticePopupRow) });
export type TNoticePopupReply = z.infer<typeof ZNoticePopupReply>;

/** GET /api/notice/soldoutpopup: a page of the session seller's sold-out-soon options (stock 1 to 5). */
export const ZSoldOutPopupRequest = ZPageRequest.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(POPUP_LIMITS.soldOutPopupPageSize),
});
export type TSoldOutPopupRequest = z.infer<typeof ZSoldOutPopupRequest>;
export const ZSoldOutPopupRow = z.object({
  prodCd: z.string(),
  supplyProdCd: z.string(),
  prodNm: z.string(),
  prodOptionCd: z.string(),
  /** optionValue1 and optionValue2 joined by " / " (an empty second value left out). */
  optionValue: z.string(),
  brandNm: z.string(),
  stockQty: z.number().int(),
});
export type TSoldOutPopupRow = z.infer<typeof ZSoldOutPopupRow>;
/**
 * soldOutCnt: the options sold out soon (the option grid's rows for qtyMin=1&qtyMax=5); ordCnt: the order lines
 * paid or preparing (20, 35) on those options; totalCnt: the rows to page through (= soldOutCnt). The popup shows
 * only when soldOutCnt or ordCnt is not zero (§4).
 */
export const ZSoldOutPopupReply = listReply(ZSoldOutPopupRow).extend({ soldOutCnt: z.number().int(), ordCnt: z.number().int() });
export type TSoldOutPopupReply = z.infer<typeof ZSoldOutPopupReply>;

/** GET /api/notice/grntSrvcAgrmYn: the seller's guarantee-terms agreement and whether its popup shows today. */
export const ZGrntSrvcPopupReply = z.object({ grntSrvcAgrmYn: ZYn, popupYn: ZYn, startDt: z.string(), endDt: z.string() });
export type TGrntSrvcPopupReply = z.infer<typeof ZGrntSrvcPopupReply>;

/** The operator's popup windows (GET /api/notice/admin/popupWindow). */
export const ZPopupWindowRow = z.object({ popupCd: ZPopupCd, startDt: z.string(), endDt: z.string(), upId: z.string(), upDt: z.string() });
export type TPopupWindowRow = z.infer<typeof ZPopupWindowRow>;
export const ZPopupWindowListReply = z.object({ list: z.array(ZPopupWindowRow) });
export type TPopupWindowListReply = z.infer<typeof ZPopupWindowListReply>;
export const ZPopupWindowParams = z.object({ popupCd: z.string().trim().min(1).max(30) });

/** PUT /api/notice/admin/popupWindow/:popupCd: the window's first and last day (Seoul, inclusive). */
export const ZPopupWindowSaveRequest = z
  .object({ startDt: ZFilterDay, endDt: ZFilterDay })
  .refine((w) => w.startDt <= w.endDt, { path: ['endDt'], error: 'popup.msg.periodOrder' });
export type TPopupWindowSaveRequest = z.infer<typeof ZPopupWindowSaveRequest>;
