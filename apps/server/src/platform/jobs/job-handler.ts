/** What a handler is given to run one job. */
export interface JobContext {
  id: string;
  payload: unknown;
  supplyEntrCd: string | null;
  requestedBy: string | null;
  /** 1 on the first try. */
  attempt: number;
  /** Stores progress (shown on the screen; a total left out keeps the one stored) and extends the lease: call it at least every minute. */
  progress(done: number, total?: number | null): Promise<void>;
}

/** A file a job made, kept until the job is purged and downloaded through `GET /api/job/{jobId}/file`. */
export interface JobResultFile {
  fileNm: string;
  mimeType: string;
  data: Buffer;
}

/**
 * The code that runs one kind of job. A module declares its handlers in its manifest (`jobHandlers`).
 * A handler may run again after a crash or a failure, so it must be idempotent; it fails with an
 * `AppError` whose message key the screen shows, anything else shows `job.msg.failed`.
 */
export interface JobHandler {
  kind: string;
  /** How many tries before the job fails for good (3 when the enqueue does not say). */
  maxAttempts?: number;
  run(ctx: JobContext): Promise<JobResultFile | void>;
}
