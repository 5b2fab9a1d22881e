import type { Clock } from '../clock.ts';
import type { JobHandler } from './job-handler.ts';
import type { JobQueue } from './job-queue.ts';

/** Periodic work a module (or the platform) declares in its manifest's `jobs`. */
export interface JobDefinition {
  /** Unique name; the queue's job kind is `schedule:<name>`. */
  name: string;
  intervalMs: number;
  /** Idempotent work; it may run again after a crash. */
  run: () => Promise<void>;
}

export const scheduleKind = (name: string) => `schedule:${name}`;

/** The queue handlers that run the schedules: one try each, the next period is the retry. */
export const scheduleHandlers = (schedules: readonly JobDefinition[]): JobHandler[] =>
  schedules.map((s) => ({ kind: scheduleKind(s.name), maxAttempts: 1, run: () => s.run() }));

/**
 * Periodic work on the durable queue (DESIGN "Long work is a durable job"). Every node enqueues each
 * schedule's current period under the unique key `schedule:<name>:<period>`, so however many nodes
 * tick, a period gets one job, and whichever worker claims it runs it once.
 */
export function createScheduler(deps: { queue: Pick<JobQueue, 'enqueue'>; clock: Clock; schedules: readonly JobDefinition[] }) {
  return {
    /** Enqueues every schedule's current period not yet enqueued; answers how many were new. */
    async enqueueDue(): Promise<number> {
      const now = deps.clock.now().getTime();
      let added = 0;
      for (const s of deps.schedules) {
        const period = Math.floor(now / s.intervalMs);
        const kind = scheduleKind(s.name);
        if (await deps.queue.enqueue({ kind, payload: { period }, uniqueKey: `${kind}:${period}`, maxAttempts: 1 })) added++;
      }
      return added;
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
