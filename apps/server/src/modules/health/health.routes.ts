import { ZHealthReply } from '@po/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@/platform/db/database.ts';
import { isMigrated } from '@/platform/db/migrate.ts';
import { AppError } from '@/platform/http/app-error.ts';

/** Liveness (the process answers) and readiness (the database is reachable and fully migrated). */
export const healthRoutes =
  (deps: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    const opts = { config: { access: 'public' as const }, schema: { tags: ['health'], response: { 200: ZHealthReply } } };
    app.get('/health/live', opts, async () => ({ status: 'ok' as const }));
    app.get('/health/ready', opts, async () => {
      const reachable = await deps.db.q.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      if (!reachable || !(await isMigrated(deps.db))) throw new AppError('SERVICE_UNAVAILABLE');
      return { status: 'ok' as const, checks: { database: 'ok', migrations: 'ok' } };
    });
  };
