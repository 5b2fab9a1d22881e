import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/db-errors.ts';

export interface JobDefinition {
  /** Unique name, for logs. */
  name: string;
  /** Advisory-lock key: nodes sharing a database never run the same job at once. */
  lockKey: number;
  intervalMs: number;
  /** Idempotent work; it may run again after a crash or on another node. */
  run: () => Promise<void>;
}

/**
 * In-process scheduled work (DESIGN "Data rules"). Every node runs the timers; on each tick a node
 * takes the job's advisory lock without waiting, so one node does the work and the others skip it.
 */
export function createScheduler(deps: { db: Database; log: FastifyBaseLogger }) {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();

  // The embedded database has one session, where advisory locks are re-entrant: guard in-process too.
  const active = new Set<string>();

  async function runOnce(job: JobDefinition): Promise<'ran' | 'skipped'> {
    if (active.has(job.name)) return 'skipped';
    active.add(job.name);
    try {
      return await runLocked(job);
    } finally {
      active.delete(job.name);
    }
  }

  async function runLocked(job: JobDefinition): Promise<'ran' | 'skipped'> {
    const result = await deps.db.withAdvisoryLock(
      job.lockKey,
      async () => {
        await job.run();
        return 'ran' as const;
      },
      { wait: false },
    );
    return result ?? 'skipped';
  }

  function logFailure(job: JobDefinition, err: unknown): void {
    // A dropped database connection is the database's trouble, not the job's: a warning, not an error.
    if (isDatabaseUnavailable(err)) deps.log.warn({ err, job: job.name }, 'scheduled job failed: database unavailable');
    else deps.log.error({ err, job: job.name }, 'scheduled job failed');
  }

  return {
    runOnce,
    start(jobs: JobDefinition[]): void {
      for (const job of jobs) {
        const tick = () => {
          // A failed run is only logged: the job is idempotent, and the next tick tries again.
          const p = runOnce(job).catch((err: unknown) => logFailure(job, err));
          running.add(p);
          void p.finally(() => running.delete(p));
        };
        const timer = setInterval(tick, job.intervalMs);
        timer.unref();
        timers.push(timer);
      }
    },
    /** Stops the timers and waits for work in progress (graceful shutdown). */
    async stop(): Promise<void> {
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...running]);
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
