import { loadModules } from './module-loader.ts';
import type { ModuleManifest, Services, SharedDeps } from './platform/modules/module-manifest.ts';
import { createPlatformServices } from './platform/modules/platform-services.ts';
import type { FastifyBaseLogger } from 'fastify';
import { platformRetentionJobs } from './platform/jobs/retention-jobs.ts';
import type { JobHandler } from './platform/jobs/job-handler.ts';
import { createJobRepository } from './platform/jobs/job.repository.ts';
import { createJobWorker } from './platform/jobs/job-worker.ts';
import { createScheduler, scheduleHandlers, type JobDefinition } from './platform/jobs/scheduler.ts';

export type { Services };

/**
 * The container of the platform's and every module's services, built once per app; tests reach them
 * through `app.services`. A module reads only what the platform and the modules it `needs` have built:
 * anything else throws, so a missing `needs` shows at the first start rather than as an undefined later.
 */
export function buildServices(deps: SharedDeps, modules: readonly ModuleManifest[]): Services {
  const container: Record<string, unknown> = { ...createPlatformServices(deps) };
  const platformKeys = new Set(Object.keys(container));
  const owner = new Map<string, string>();
  for (const m of modules) {
    if (!m.services) continue;
    const allowed = new Set(m.needs ?? []);
    const view = new Proxy(container, {
      get(target, key) {
        if (typeof key !== 'string' || platformKeys.has(key)) return target[key as string];
        const from = owner.get(key);
        if (!from || !allowed.has(from))
          throw new Error(
            `module ${m.name} reads service ${key}${from ? ` of ${from}, which it does not list in needs` : ', which no module built before it'}`,
          );
        return target[key];
      },
    }) as unknown as Services;
    for (const [key, service] of Object.entries(m.services(deps, view))) {
      if (key in container) throw new Error(`service ${key} of module ${m.name} is already defined`);
      container[key] = service;
      owner.set(key, m.name);
    }
  }
  return container as unknown as Services;
}

/** The container over every module found under `modules/`. */
export async function createServices(deps: SharedDeps): Promise<Services> {
  return buildServices(deps, await loadModules());
}

/** Every scheduled job: the platform's and each module's. */
export function listJobs(services: Services, modules: readonly ModuleManifest[]): JobDefinition[] {
  return [...platformRetentionJobs(services), ...modules.flatMap((m) => m.jobs?.(services) ?? [])];
}

/** Every queue handler: the schedules' and each module's own kinds. */
export function listJobHandlers(services: Services, modules: readonly ModuleManifest[]): JobHandler[] {
  return [...scheduleHandlers(listJobs(services, modules)), ...modules.flatMap((m) => m.jobHandlers?.(services) ?? [])];
}

/** This node's worker and scheduler over the app's services; main.ts runs them on timers, tests call them. */
export function createJobsFor(opts: { deps: SharedDeps; services: Services; modules: readonly ModuleManifest[]; log: FastifyBaseLogger; nodeId?: string }) {
  const { deps, services, modules } = opts;
  const worker = createJobWorker({
    db: deps.db,
    repo: createJobRepository(deps.db),
    files: services.files,
    clock: deps.clock,
    log: opts.log,
    handlers: listJobHandlers(services, modules),
    ...(opts.nodeId ? { nodeId: opts.nodeId } : {}),
  });
  const scheduler = createScheduler({ queue: services.jobs, clock: deps.clock, schedules: listJobs(services, modules) });
  return { worker, scheduler };
}
