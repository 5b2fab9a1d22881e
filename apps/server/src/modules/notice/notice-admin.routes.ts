import { createHash } from 'node:crypto';
import {
  NOTICE_ADMIN_LIMITS,
  NOTICE_FORM_PARTS,
  ZNoticeAdminDetailReply,
  ZNoticeAdminListReply,
  ZNoticeAdminListRequest,
  ZNoticeDeleteReply,
  ZNoticeDetailParams,
  ZNoticeSaveReply,
} from '@po/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import { readMultipartForm, type MultipartForm } from '@/platform/http/multipart-form.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { NoticeAdminService } from './notice-admin.service.ts';

/** The form: a `notice` JSON part and up to filesMax `attachFile` parts; the parser's limits answer the notice's own messages. */
async function readNoticeForm(req: FastifyRequest): Promise<MultipartForm> {
  try {
    return await readMultipartForm(req, {
      jsonPart: NOTICE_FORM_PARTS.json,
      filePart: NOTICE_FORM_PARTS.file,
      maxFiles: NOTICE_ADMIN_LIMITS.filesMax,
      maxFileBytes: NOTICE_ADMIN_LIMITS.fileMaxBytes,
    });
  } catch (err) {
    const keys = err instanceof AppError ? (err.options.fields ?? []).map((f) => f.messageKey) : [];
    if (keys.includes('file.msg.tooLarge')) throw validationError([{ field: NOTICE_FORM_PARTS.file, messageKey: 'noticeAdmin.msg.fileMaxBytes' }]);
    if (keys.includes('file.msg.tooMany')) throw validationError([{ field: NOTICE_FORM_PARTS.file, messageKey: 'noticeAdmin.msg.filesMax' }]);
    throw err;
  }
}

/** What a retried create must repeat to get the first reply: the fields and each file's name, size and hash. */
const fingerprintOf = (form: MultipartForm) => ({
  json: form.json,
  files: form.files.map((f) => [f.filename, f.data.length, createHash('sha256').update(f.data).digest('base64url')]),
});

/** The operator's notices (role admin: admin.noticeList / admin.noticeForm). Multipart saves; a master may only look. */
export const noticeAdminRoutes =
  (deps: { admin: NoticeAdminService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const { admin, idempotency } = deps;
    const list = { menu: 'admin.noticeList' };
    const form = { menu: 'admin.noticeForm' };
    const base = '/notice/admin';
    const multipart = { tags, consumes: ['multipart/form-data'], response: { 200: ZNoticeSaveReply } };

    app.get(`${base}/list`, { config: list, schema: { tags, querystring: ZNoticeAdminListRequest, response: { 200: ZNoticeAdminListReply } } }, async (req) =>
      admin.listNotices({ query: req.query }),
    );
    app.get(`${base}/:bulletinSq`, { config: form, schema: { tags, params: ZNoticeDetailParams, response: { 200: ZNoticeAdminDetailReply } } }, async (req) =>
      admin.getNotice({ bulletinSq: req.params.bulletinSq }),
    );
    // A retried create (same key, same fields and files) answers the first reply: one notice.
    app.post(base, { config: form, schema: multipart }, async (req) => {
      const session = sessionOf(req);
      const body = await readNoticeForm(req);
      return idempotency.runOnce({ ...idempotencyOf(req, session), body: fingerprintOf(body) }, () => admin.createNotice({ session, form: body }));
    });
    app.put(`${base}/:bulletinSq`, { config: form, schema: { ...multipart, params: ZNoticeDetailParams } }, async (req) =>
      admin.updateNotice({ session: sessionOf(req), bulletinSq: req.params.bulletinSq, form: await readNoticeForm(req) }),
    );
    app.delete(`${base}/:bulletinSq`, { config: list, schema: { tags, params: ZNoticeDetailParams, response: { 200: ZNoticeDeleteReply } } }, async (req) =>
      admin.deleteNotice({ session: sessionOf(req), bulletinSq: req.params.bulletinSq }),
    );
  };
