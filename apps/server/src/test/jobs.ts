import { loadModules } from '@/module-loader.ts';
import type { Database } from '@/platform/db/database.ts';
import type { JobHandler } from '@/platform/jobs/job-handler.ts';
import { createJobRepository } from '@/platform/jobs/job.repository.ts';
import { createJobWorker } from '@/platform/jobs/job-worker.ts';
import { createJobsFor } from '@/services.ts';
import type { TestApp } from './test-app.ts';

/** The app's worker and scheduler, as main.ts builds them; tests call `drain` and `enqueueDue` instead of timers. */
export async function appJobs(t: TestApp, nodeId?: string) {
  return createJobsFor({
    deps: { config: t.config, db: t.db, clock: t.clock },
    services: t.app.services,
    modules: await loadModules(),
    log: t.app.log,
    ...(nodeId ? { nodeId } : {}),
  });
}

/** A worker with only the given handlers, on the app's database or another connection to it (a second node). */
export function workerWith(t: TestApp, handlers: JobHandler[], opts: { db?: Database; nodeId?: string } = {}) {
  const db = opts.db ?? t.db;
  return createJobWorker({
    db,
    repo: createJobRepository(db),
    files: t.app.services.files,
    clock: t.clock,
    log: t.app.log,
    handlers,
    ...(opts.nodeId ? { nodeId: opts.nodeId } : {}),
  });
}
