import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { FileStore } from '../files/file-store.ts';
import type { JobRepository, JobRow } from './job.repository.ts';

/** Finished jobs and their files are kept this long, then purged by a schedule. */
export const JOB_RETENTION_DAYS = 7;
const DEFAULT_MAX_ATTEMPTS = 3;

export interface EnqueueJob {
  kind: string;
  payload: unknown;
  /** The seller the job works for; sessions of other sellers never see it. */
  supplyEntrCd?: string | null;
  requestedBy?: string | null;
  maxAttempts?: number;
  /** One job per key: a schedule's slot. A second enqueue with the key answers null. */
  uniqueKey?: string;
  runAfter?: Date;
}

/** Putting work on the durable queue and reading what became of it; the worker runs it. */
export function createJobQueue(deps: { repo: JobRepository; files: FileStore; clock: Clock }) {
  const { repo, files, clock } = deps;
  return {
    /** Stores the job; answers its id, or null when its unique key was taken. */
    async enqueue(job: EnqueueJob): Promise<string | null> {
      const id = randomUUID();
      const now = clock.now();
      const stored = await repo.insert({
        id,
        kind: job.kind,
        payload: job.payload ?? {},
        maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        runAfter: job.runAfter ?? now,
        uniqueKey: job.uniqueKey ?? null,
        supplyEntrCd: job.supplyEntrCd ?? null,
        requestedBy: job.requestedBy ?? null,
        createdAt: now,
      });
      return stored ? id : null;
    },
    /** A seller's job; another seller's (or the system's) is not found. */
    async findSellerJob(supplyEntrCd: string, id: string): Promise<JobRow | undefined> {
      const job = await repo.find(id);
      return job && job.supplyEntrCd === supplyEntrCd ? job : undefined;
    },
    /** A job of a kind that belongs to no seller (the operator's runs); any other job is not found. */
    async findMallJob(kind: string, id: string): Promise<JobRow | undefined> {
      const job = await repo.find(id);
      return job && job.kind === kind && job.supplyEntrCd === null ? job : undefined;
    },
    /** The file a completed job made. */
    async readResultFile(id: string) {
      const [meta] = await files.listFiles('job', [id]);
      return meta ? files.readFile({ ownerType: 'job', ownerId: id }, meta.fileSeq) : undefined;
    },
    /** Deletes finished jobs past the retention, with their files. */
    async purgeFinishedJobs(): Promise<number> {
      const ids = await repo.deleteFinishedBefore(new Date(clock.now().getTime() - JOB_RETENTION_DAYS * 24 * 3600 * 1000));
      await files.deleteFiles('job', ids);
      return ids.length;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
