import type { TJobStatusReply, TLanguage } from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { JobQueue } from '@/platform/jobs/job-queue.ts';
import { jobStatusReply } from '@/platform/jobs/job-status.ts';

/** A session's view of the jobs it started: only its seller's, another seller's job is "not found". */
export function createJobStatusService(deps: { jobs: JobQueue }) {
  const { jobs } = deps;

  async function requireJob(session: SessionContext, jobId: string) {
    const job = await jobs.findSellerJob(companyOf(session), jobId);
    if (!job) throw new AppError('NOT_FOUND');
    return job;
  }

  return {
    /** Status, progress, the error in the request's language, and whether the file can be downloaded. */
    async getJobStatus(opts: { session: SessionContext; jobId: string; lang: TLanguage }): Promise<TJobStatusReply> {
      return jobStatusReply(await requireJob(opts.session, opts.jobId), opts.lang);
    },

    /** The file a completed job made; before that, a conflict that says it is not ready. */
    async openJobFile(opts: { session: SessionContext; jobId: string }) {
      const job = await requireJob(opts.session, opts.jobId);
      const file = job.status === 'completed' ? await jobs.readResultFile(job.id) : undefined;
      if (!file) throw new AppError('CONFLICT', { messageKey: 'job.msg.notReady' });
      return file;
    },
  };
}
export type JobStatusService = ReturnType<typeof createJobStatusService>;
