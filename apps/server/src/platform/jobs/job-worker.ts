import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/db-errors.ts';
import type { FileStore } from '../files/file-store.ts';
import { AppError } from '../http/app-error.ts';
import type { JobHandler, JobResultFile } from './job-handler.ts';
import type { JobRepository, JobRow } from './job.repository.ts';

const LEASE_MS = 2 * 60 * 1000;
const RETRY_BASE_MS = 10 * 1000;
const RETRY_MAX_MS = 10 * 60 * 1000;

export interface JobWorkerDeps {
  db: Database;
  repo: JobRepository;
  files: FileStore;
  clock: Clock;
  log: FastifyBaseLogger;
  handlers: readonly JobHandler[];
  /** Names this node in `claimed_by`; unique per worker by default. */
  nodeId?: string;
}

/** The message key a failure shows: an AppError's own, else the generic one. */
const errorKeyOf = (err: unknown): string => (err instanceof AppError ? (err.options.messageKey ?? `errorCode.${err.code}`) : 'job.msg.failed');

/** Waits 10 s, 20 s, 40 s … (at most 10 min) before the next try. */
export const retryDelayMs = (attempt: number) => Math.min(RETRY_BASE_MS * 2 ** (attempt - 1), RETRY_MAX_MS);

/**
 * Claims jobs one at a time and runs their handlers. `runOnce` and `drain` run what is due now, so
 * tests never wait for a timer; the server's poll loop (job-runtime.ts) calls `drain`.
 */
export function createJobWorker(deps: JobWorkerDeps) {
  const { db, repo, files, clock, log } = deps;
  const nodeId = deps.nodeId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map(deps.handlers.map((h) => [h.kind, h]));
  const lease = () => new Date(clock.now().getTime() + LEASE_MS);

  async function finish(job: JobRow, file: JobResultFile | void): Promise<void> {
    await db.transaction(async () => {
      if (file)
        await files.saveFiles({ ownerType: 'job', ownerId: job.id }, [{ fileKind: 'result', fileNm: file.fileNm, mimeType: file.mimeType, data: file.data }]);
      await repo.complete({ id: job.id, nodeId, now: clock.now(), resultFileNm: file ? file.fileNm : null });
    });
  }

  async function failOrRetry(job: JobRow, err: unknown): Promise<void> {
    const retry = job.attempts < job.maxAttempts;
    const level = isDatabaseUnavailable(err) || retry ? 'warn' : 'error';
    log[level]({ err, job: job.id, kind: job.kind, attempt: job.attempts }, retry ? 'job failed, will retry' : 'job failed');
    const retryAt = retry ? new Date(clock.now().getTime() + retryDelayMs(job.attempts)) : null;
    await repo.fail({ id: job.id, nodeId, now: clock.now(), errorKey: errorKeyOf(err), retryAt });
  }

  async function run(job: JobRow): Promise<void> {
    const handler = handlers.get(job.kind);
    // A lease that ran out on every try: the node died each time (or the job outgrew its lease).
    if (!handler || job.attempts > job.maxAttempts) {
      await repo.fail({ id: job.id, nodeId, now: clock.now(), errorKey: 'job.msg.failed', retryAt: null });
      return;
    }
    try {
      const file = await handler.run({
        id: job.id,
        payload: job.payload,
        supplyEntrCd: job.supplyEntrCd,
        requestedBy: job.requestedBy,
        attempt: job.attempts,
        progress: (done, total) => repo.saveProgress({ id: job.id, nodeId, done, total, lockedUntil: lease() }),
      });
      await finish(job, file);
    } catch (err) {
      await failOrRetry(job, err);
    }
  }

  /** Claims and runs one due job; 'idle' when none is due. */
  async function runOnce(): Promise<'ran' | 'idle'> {
    const job = await repo.claimNext({ nodeId, now: clock.now(), lockedUntil: lease(), kinds: [...handlers.keys()] });
    if (!job) return 'idle';
    await run(job);
    return 'ran';
  }

  /** Runs due jobs until none is left (or `stopWhen` says so between two jobs); answers how many ran. */
  async function drain(opts: { stopWhen?: () => boolean } = {}): Promise<number> {
    let ran = 0;
    while (!opts.stopWhen?.() && (await runOnce()) === 'ran') ran++;
    return ran;
  }

  return { nodeId, runOnce, drain };
}
export type JobWorker = ReturnType<typeof createJobWorker>;
