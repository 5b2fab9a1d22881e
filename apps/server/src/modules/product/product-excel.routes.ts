import { PRODUCT_EXCEL_LIMITS, ZJobStartedReply, ZProductExcelParams, ZProductExcelResultReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import { XLSX_MIME } from '@/platform/excel/excel-writer.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { translate } from '@/platform/http/messages.ts';
import { readMultipartForm } from '@/platform/http/multipart-form.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { ProductExcelTemplate } from './product-excel-template.ts';
import type { ProductExcelUploadService } from './product-excel-upload.service.ts';

const menu = 'product.productExcelUploadForm';

/** Product registration by Excel upload (productExcelUploadForm): the template, the upload (a job) and its outcome. */
export const productExcelRoutes =
  (deps: { template: ProductExcelTemplate; uploads: ProductExcelUploadService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['product'];
    const { template, uploads, idempotency } = deps;
    // A GET: view-only sessions may download the template too.
    app.get('/product/excel/template', { config: { menu }, schema: { tags } }, async (req, reply) => {
      const lang = requestLanguage(req);
      const data = await template.writeTemplate({ session: sessionOf(req), lang });
      const fileNm = `${translate('menu.product.productExcelUploadForm', lang)}.xlsx`;
      return reply.type(XLSX_MIME).header('Content-Disposition', attachmentDisposition(fileNm)).send(data);
    });
    // multipart/form-data: an `upload` JSON part `{ mode }` and one `file` part (an xlsx, at most 10 MB).
    app.post(
      '/product/excel/upload',
      { config: { menu }, schema: { tags, consumes: ['multipart/form-data'], response: { 202: ZJobStartedReply } } },
      async (req, reply) => {
        const session = sessionOf(req);
        const form = await readMultipartForm(req, { jsonPart: 'upload', filePart: 'file', maxFiles: 1, maxFileBytes: PRODUCT_EXCEL_LIMITS.maxBytes });
        const started = await idempotency.runOnce(idempotencyOf(req, session), () => uploads.startUpload({ session, form, lang: requestLanguage(req) }));
        return reply.code(202).send(started);
      },
    );
    app.get(
      '/product/excel/uploads/:uploadJobId',
      { config: { menu }, schema: { tags, params: ZProductExcelParams, response: { 200: ZProductExcelResultReply } } },
      async (req) => uploads.getUploadResult({ session: sessionOf(req), jobId: req.params.uploadJobId, lang: requestLanguage(req) }),
    );
  };
