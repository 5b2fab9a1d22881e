import { ZNoticeDetailParams, ZNoticeDetailReply, ZNoticeFileParams, ZNoticeListReply, ZNoticeListRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import type { NoticeBoardService } from './notice-board.service.ts';

/**
 * The notice board (§7 GET /notice/list, /notice/detail/{bulletinSq}) and its downloads. Every signed-in session
 * with the home reads it: notices are the mall's, not a seller's, so no seller scope applies.
 */
export const noticeBoardRoutes =
  (deps: { board: NoticeBoardService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notice'];
    const { board } = deps;
    app.get('/notice/list', { config: { menu: 'notice' }, schema: { tags, querystring: ZNoticeListRequest, response: { 200: ZNoticeListReply } } }, async (req) =>
      board.listNotices({ query: req.query }),
    );
    app.get(
      '/notice/detail/:bulletinSq',
      { config: { menu: 'noticeDetail' }, schema: { tags, params: ZNoticeDetailParams, response: { 200: ZNoticeDetailReply } } },
      async (req) => board.getNotice({ bulletinSq: req.params.bulletinSq }),
    );
    app.get('/notice/file/:fileSq', { config: { menu: 'noticeDetail' }, schema: { tags, params: ZNoticeFileParams } }, async (req, reply) => {
      const file = await board.openFile({ fileSq: req.params.fileSq });
      return reply
        .type(file.mimeType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', attachmentDisposition(file.fileNm))
        .header('Content-Length', file.data.length)
        .send(file.data);
    });
  };
