import { createHash } from 'node:crypto';
import { AppError } from '@/platform/http/app-error.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { withKeyLocks } from '@/platform/db/key-lock.ts';
import type { IdempotencyRepository } from './idempotency.repository.ts';

/** How long a stored reply answers retries: a day covers every retry a browser or a proxy makes. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** What a key may look like: a UUID or any client token of 8-100 safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('base64url');

/** Creates that answer their first reply again when retried with the same `Idempotency-Key`. */
export function createIdempotencyService(deps: { repo: IdempotencyRepository; db: Database; clock: Clock }) {
  const { repo, db, clock } = deps;
  return {
    /**
     * Runs `create` once per seller, route and key. Without a key it simply runs. The key's advisory
     * lock and the create share one transaction, so concurrent duplicates wait and then read the stored
     * reply; a create that fails stores nothing, so the same key may be sent again.
     */
    async runOnce<T>(opts: { supplyEntrCd: string; route: string; idemKey: string | undefined; body: unknown }, create: () => Promise<T>): Promise<T> {
      if (opts.idemKey === undefined) return create();
      if (!IDEMPOTENCY_KEY_PATTERN.test(opts.idemKey))
        throw new AppError('VALIDATION_ERROR', {
          messageKey: 'form.msg.idempotencyKey',
          fields: [{ field: 'headers.idempotency-key', messageKey: 'form.msg.idempotencyKey' }],
        });
      const scope = { supplyEntrCd: opts.supplyEntrCd, route: opts.route, idemKey: opts.idemKey };
      const bodyHash = hashOf(opts.body);
      return withKeyLocks(db, [`idem:${scope.supplyEntrCd}:${scope.route}:${scope.idemKey}`], async () => {
        const stored = await repo.find(scope);
        if (stored) {
          if (stored.bodyHash !== bodyHash) throw new AppError('CONFLICT', { messageKey: 'form.msg.idempotencyOtherBody' });
          return stored.reply as T;
        }
        const reply = await create();
        await repo.insert({ ...scope, bodyHash, reply, createdAt: clock.now() });
        return reply;
      });
    },

    /** Retention purge: stored replies older than a day. */
    async purgeOldKeys(): Promise<number> {
      return repo.purgeBefore(new Date(clock.now().getTime() - IDEMPOTENCY_RETENTION_MS));
    },
  };
}
export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
