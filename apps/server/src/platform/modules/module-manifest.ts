import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '@/config.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { JobHandler } from '../jobs/job-handler.ts';
import type { JobDefinition } from '../jobs/scheduler.ts';

/** What every module's services are built from. */
export interface SharedDeps {
  config: AppConfig;
  db: Database;
  clock: Clock;
}

/**
 * The service container's type. Empty here on purpose: the platform and each module add their services
 * by declaration merging (`declare module '@/platform/modules/module-manifest.ts'`), so a new module
 * types its services without editing a shared list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

/** Route plugins are built per app, after every module's services. */
export interface RouteContext {
  deps: SharedDeps;
  services: Services;
}

/**
 * What one server module brings to the app (`modules/<area>/<area>.module.ts`, export `manifest`).
 * The app, the service container, the job list and drizzle-kit all read the manifests, so adding a
 * module touches no shared file.
 */
export interface ModuleManifest {
  /** The module's folder name. */
  name: string;
  /** Modules whose services this module's factory reads; they are built first. */
  needs?: readonly string[];
  /** The module's part of the container; reading a service of a module not in `needs` throws. */
  services?: (deps: SharedDeps, services: Services) => Partial<Services>;
  /** Fastify plugins, registered under `/api`. */
  routes?: (ctx: RouteContext) => FastifyPluginAsyncZod[];
  /** Periodic work, run through the job queue's schedules (one run per period across nodes); idempotent. */
  jobs?: (services: Services) => JobDefinition[];
  /** The handlers of the module's queue jobs (exports, imports), by kind. */
  jobHandlers?: (services: Services) => JobHandler[];
  /** The module's Drizzle tables (its `*.tables.ts` namespaces); drizzle-kit reads the same files. */
  tables?: readonly object[];
  /** Loads the module's `*.messages.ts` (they register their texts when loaded). */
  messages?: () => Promise<unknown>;
}

/** Typed identity, so a manifest literal is checked where it is written. */
export const defineModule = (manifest: ModuleManifest): ModuleManifest => manifest;
