import type { TJobStatusReply, TLanguage } from '@po/contracts';
import { translate } from '../http/messages.ts';
import type { JobRow } from './job.repository.ts';

/** A job as its screen follows it: status, progress, the error in the request's language, and whether its file is ready. */
export function jobStatusReply(job: JobRow, lang: TLanguage): TJobStatusReply {
  return {
    jobId: job.id,
    kind: job.kind,
    status: job.status,
    progressDone: job.progressDone,
    progressTotal: job.progressTotal,
    // A retry in waiting keeps its last error, but shows none until it fails for good.
    errorMessage: job.status === 'failed' && job.errorKey ? translate(job.errorKey, lang, {}, 'job.msg.failed') : null,
    fileReady: job.status === 'completed' && job.resultFileNm !== null,
    fileNm: job.resultFileNm,
  };
}
