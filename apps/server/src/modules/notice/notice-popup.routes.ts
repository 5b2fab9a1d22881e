import {
  ZGrntSrvcPopupReply,
  ZNoticePopupReply,
  ZPopupWindowListReply,
  ZPopupWindowParams,
  ZPopupWindowRow,
  ZPopupWindowSaveRequest,
  ZSoldOutPopupReply,
  ZSoldOutPopupRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { NoticePopupService } from './notice-popup.service.ts';

/**
 * The popups the home opens after sign-in (§7 GET /notice/popup, /notice/soldoutpopup, /notice/grntSrvcAgrmYn),
 * under the home's menu entry: every signed-in account reaches the home. The seller is the session's.
 * The operator sets the dated popups' windows under admin.popupWindowList.
 */
export const noticePopupRoutes =
  (deps: { popups: NoticePopupService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notice'];
    const home = { menu: 'home' };
    const { popups } = deps;
    app.get('/notice/popup', { config: home, schema: { tags, response: { 200: ZNoticePopupReply } } }, async () => popups.listPopupNotices());
    app.get('/notice/soldoutpopup', { config: home, schema: { tags, querystring: ZSoldOutPopupRequest, response: { 200: ZSoldOutPopupReply } } }, async (req) =>
      popups.listSoldOutSoon({ session: sessionOf(req), query: req.query, lang: requestLanguage(req) }),
    );
    app.get('/notice/grntSrvcAgrmYn', { config: home, schema: { tags, response: { 200: ZGrntSrvcPopupReply } } }, async (req) =>
      popups.getGrntSrvcPopup({ session: sessionOf(req) }),
    );

    const windows = { menu: 'admin.popupWindowList' };
    const admin = ['admin'];
    app.get('/notice/admin/popupWindow', { config: windows, schema: { tags: admin, response: { 200: ZPopupWindowListReply } } }, async () =>
      popups.listWindows(),
    );
    app.put(
      '/notice/admin/popupWindow/:popupCd',
      { config: windows, schema: { tags: admin, params: ZPopupWindowParams, body: ZPopupWindowSaveRequest, response: { 200: ZPopupWindowRow } } },
      async (req) => popups.saveWindow({ session: sessionOf(req), popupCd: req.params.popupCd, body: req.body }),
    );
  };
