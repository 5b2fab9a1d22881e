import { z } from 'zod';

/** `GET /api/job/{jobId}` and its file: the job's id as the start reply gave it. */
export const ZJobParams = z.object({ jobId: z.uuid() });
export type TJobParams = z.infer<typeof ZJobParams>;

export const JOB_STATUSES = ['queued', 'active', 'completed', 'failed'] as const;
export const ZJobStatus = z.enum(JOB_STATUSES);
export type TJobStatus = z.infer<typeof ZJobStatus>;

/** A long call (an export, an import) answers 202 with the id of the job that does the work. */
export const ZJobStartedReply = z.object({ jobId: z.uuid() });
export type TJobStartedReply = z.infer<typeof ZJobStartedReply>;

/** Where a job stands: progress as rows done of the total (null while unknown), its error in the request's language. */
export const ZJobStatusReply = z.object({
  jobId: z.uuid(),
  kind: z.string(),
  status: ZJobStatus,
  progressDone: z.number().int(),
  progressTotal: z.number().int().nullable(),
  errorMessage: z.string().nullable(),
  fileReady: z.boolean(),
  fileNm: z.string().nullable(),
});
export type TJobStatusReply = z.infer<typeof ZJobStatusReply>;

/** Whether the screen should ask again: the job is still waiting or running. */
export const isJobRunning = (status: TJobStatus) => status === 'queued' || status === 'active';
