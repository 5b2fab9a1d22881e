import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/db-errors.ts';
import type { JobWorker } from './job-worker.ts';
import type { Scheduler } from './scheduler.ts';

/**
 * The worker and the scheduler on timers, in the server process. Each timer skips a beat while its
 * previous round still runs; `stop` clears them and waits for the job in progress (graceful shutdown).
 */
export function createJobRuntime(deps: { worker: JobWorker; scheduler: Scheduler; log: FastifyBaseLogger; pollMs?: number; scheduleMs?: number }) {
  const { worker, scheduler, log } = deps;
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<unknown>>();
  let stopped = false;

  function every(name: string, ms: number, round: () => Promise<unknown>): void {
    const tick = () => {
      if (stopped || running.has(name)) return;
      const p = round()
        .catch((err: unknown) => {
          // A dropped database connection is the database's trouble: a warning, and the next beat tries again.
          if (isDatabaseUnavailable(err)) log.warn({ err, round: name }, 'job round failed: database unavailable');
          else log.error({ err, round: name }, 'job round failed');
        })
        .finally(() => running.delete(name));
      running.set(name, p);
    };
    const timer = setInterval(tick, ms);
    timer.unref();
    timers.push(timer);
    tick();
  }

  return {
    start(): void {
      every('schedule', deps.scheduleMs ?? 15_000, () => scheduler.enqueueDue());
      every('work', deps.pollMs ?? 1_000, () => worker.drain({ stopWhen: () => stopped }));
    },
    async stop(): Promise<void> {
      stopped = true;
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...running.values()]);
    },
  };
}
export type JobRuntime = ReturnType<typeof createJobRuntime>;
