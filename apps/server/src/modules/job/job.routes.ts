import { ZJobParams, ZJobStatusReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { attachmentDisposition } from '@/platform/http/content-disposition.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { JobStatusService } from './job.service.ts';

// A job belongs to the seller it was started for; the menu entry was checked when it was started.
const config = {
  menu: false as const,
  menuWhy: 'a job is read by the sessions of the seller that started it (scoped by seller); its start route checked the menu',
};

/** Following a long call: its status and progress, then its file. */
export const jobRoutes =
  (deps: { jobStatus: JobStatusService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['job'];
    const { jobStatus } = deps;
    app.get('/job/:jobId', { config, schema: { tags, params: ZJobParams, response: { 200: ZJobStatusReply } } }, async (req) =>
      jobStatus.getJobStatus({ session: sessionOf(req), jobId: req.params.jobId, lang: requestLanguage(req) }),
    );
    app.get('/job/:jobId/file', { config, schema: { tags, params: ZJobParams } }, async (req, reply) => {
      const file = await jobStatus.openJobFile({ session: sessionOf(req), jobId: req.params.jobId });
      return reply.type(file.mimeType).header('Content-Disposition', attachmentDisposition(file.fileNm)).send(file.data);
    });
  };
