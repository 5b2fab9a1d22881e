import { INQUIRY_LIMITS, ZOneReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipartForm } from '@/platform/http/multipart-form.ts';
import type { InquiryService } from './inquiry.service.ts';

/** POST /customer/supply/createEnterinquire: public, throttled per IP. */
export const inquiryRoutes =
  (deps: { inquiries: InquiryService; signUpRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: 'public' as const, rateLimit: { max: deps.signUpRateLimit, timeWindow: '1 minute' } };
    // multipart/form-data: an `enterinquire` JSON part (text field or JSON Blob) and at most one `file` image.
    app.post(
      '/customer/supply/createEnterinquire',
      { config, schema: { tags: ['inquiry'], consumes: ['multipart/form-data'], response: { 200: ZOneReply } } },
      async (req) => {
        const form = await readMultipartForm(req, { jsonPart: 'enterinquire', filePart: 'file', maxFiles: 1, maxFileBytes: INQUIRY_LIMITS.imageMaxBytes });
        return deps.inquiries.createEnterinquire({ form });
      },
    );
  };
