import { PRODUCT_IMAGE_RULES, ZProductImageParams, ZProductImageUploadReply } from '@po/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import { inlineDisposition } from '@/platform/http/content-disposition.ts';
import { readMultipartForm } from '@/platform/http/multipart-form.ts';
import type { ProductImageService } from './product-image.service.ts';

/** Uploads a seller may make in a minute: far above a person filling forms, low enough to stop a loop filling the table. */
const UPLOADS_PER_MINUTE = 60;
/** An image never changes under its id (a new upload is a new id): the browser may keep it, for its own user only. */
const IMAGE_CACHE = 'private, max-age=86400';

/** The form: one `file` and an optional `editorName` text part; a file over the limit gets the image's own message. */
async function readImageForm(req: FastifyRequest) {
  try {
    return await readMultipartForm(req, {
      jsonPart: 'editorName',
      jsonPartAs: 'text',
      filePart: 'file',
      maxFiles: 1,
      maxFileBytes: PRODUCT_IMAGE_RULES.maxBytes,
    });
  } catch (err) {
    if (err instanceof AppError && err.options.fields?.some((f) => f.messageKey === 'file.msg.tooLarge'))
      throw validationError([{ field: 'file', messageKey: 'productImage.msg.tooLarge' }]);
    throw err;
  }
}

/** Product images: `POST /file/image/upload` (spec business §7) and `GET /file/image/:imageFileSeq` (its `fileUrl`). */
export const productImageRoutes =
  (deps: { images: ProductImageService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['file'];
    app.post(
      '/file/image/upload',
      {
        config: {
          // The catalog's form and the travel property form (its photos) both upload here.
          menu: ['product.productSupplyForm', 'travelProduct.productSupplyForm'],
          // Per seller, counted once the guard has read the session (preHandler), before the body is read.
          rateLimit: {
            max: UPLOADS_PER_MINUTE,
            timeWindow: '1 minute',
            hook: 'preHandler',
            keyGenerator: (req: FastifyRequest) => `sellerImage:${req.session?.supplyEntrCd ?? req.ip}`,
          },
        },
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZProductImageUploadReply } },
      },
      async (req) => deps.images.uploadImage({ session: sessionOf(req), form: await readImageForm(req) }),
    );
    app.get(
      '/file/image/:imageFileSeq',
      {
        config: {
          menu: false,
          menuWhy: 'who may see an image is decided per file (its seller, a master viewing it, operators); anyone else gets 404',
        },
        schema: { tags, params: ZProductImageParams },
        // After the API's `no-store` (an instance hook, run first): an image is kept, privately.
        onSend: async (_req, reply, payload) => {
          if (reply.statusCode === 200) reply.header('Cache-Control', IMAGE_CACHE);
          return payload;
        },
      },
      async (req, reply) => {
        const file = await deps.images.openImage({ session: sessionOf(req), fileSeq: req.params.imageFileSeq });
        return reply
          .type(file.mimeType)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', inlineDisposition(file.fileNm))
          .header('Content-Length', file.data.length)
          .send(file.data);
      },
    );
  };
