import { ZPublicDownloadRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import type { PublicFileService } from './public-file.service.ts';

export const publicFileRoutes =
  (deps: { publicFiles: PublicFileService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/file/attachment/download/public',
      { config: { access: 'public' }, schema: { tags: ['file'], querystring: ZPublicDownloadRequest } },
      async (req, reply) => {
        const file = deps.publicFiles.openPublicFile(req.query);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', attachmentDisposition(file.fileName))
          .header('Content-Length', file.size)
          .send(file.stream);
      },
    );
  };
