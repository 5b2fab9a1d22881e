import { INVOICE_UPLOAD_LIMITS, ZInvoiceUploadParams, ZInvoiceUploadReply, ZJobStartedReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { XLSX_MIME } from '@/platform/excel/excel-writer.ts';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { translate } from '@/platform/http/messages.ts';
import { readMultipartForm } from '@/platform/http/multipart-form.ts';
import { idempotencyOf } from '@/platform/idempotency/idempotency-key.ts';
import type { IdempotencyService } from '@/platform/idempotency/idempotency.service.ts';
import type { InvoiceUploadService } from './invoice-upload.service.ts';

// The popup opens from the order list, so its calls name that menu entry.
const menu = 'order.orderList';

/** The invoice bulk upload popup (spec §2): the template, the upload (a job) and its rows' outcomes. */
export const invoiceUploadRoutes =
  (deps: { uploads: InvoiceUploadService; idempotency: IdempotencyService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['order'];
    const { uploads, idempotency } = deps;
    // A GET: view-only sessions may download the template too.
    app.get('/order/invoiceUpload/template', { config: { menu }, schema: { tags } }, async (req, reply) => {
      const lang = requestLanguage(req);
      const data = await uploads.writeTemplate({ lang });
      return reply
        .type(XLSX_MIME)
        .header('Content-Disposition', attachmentDisposition(`${translate('invoiceUpload.title', lang)}.xlsx`))
        .send(data);
    });
    // multipart/form-data: an `upload` JSON part (`{}`: nothing to choose yet) and one `file` part (an Excel file, at most 5 MB).
    app.post(
      '/order/invoiceUpload',
      { config: { menu }, schema: { tags, consumes: ['multipart/form-data'], response: { 202: ZJobStartedReply } } },
      async (req, reply) => {
        const session = sessionOf(req);
        const form = await readMultipartForm(req, { jsonPart: 'upload', filePart: 'file', maxFiles: 1, maxFileBytes: INVOICE_UPLOAD_LIMITS.maxBytes });
        const started = await idempotency.runOnce(idempotencyOf(req, session), () => uploads.startUpload({ session, form, lang: requestLanguage(req) }));
        return reply.code(202).send(started);
      },
    );
    app.get(
      '/order/invoiceUpload/:invoiceJobId',
      { config: { menu }, schema: { tags, params: ZInvoiceUploadParams, response: { 200: ZInvoiceUploadReply } } },
      async (req) => uploads.getUpload({ session: sessionOf(req), jobId: req.params.invoiceJobId, lang: requestLanguage(req) }),
    );
  };
