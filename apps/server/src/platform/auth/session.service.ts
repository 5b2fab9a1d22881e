import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { SessionRepository, SessionRow } from './session.repository.ts';

/** Idle expiry is the spec's auth-cookie life (3 h); the absolute cap keeps a stolen cookie short-lived. */
export const SESSION_IDLE_MS = 3 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Last-seen is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionContext {
  idHash: string;
  mgrId: string;
  state: SessionRow['state'];
  supplyEntrCd: string | null;
  data: Record<string, unknown>;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Session bookkeeping over the repository: create, resolve with expiry, rotate, revoke. */
export function createSessionService(deps: { repo: SessionRepository; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    /** Starts a session and answers the token for the cookie; only its hash is stored. */
    async createSession(opts: {
      mgrId: string;
      state: SessionRow['state'];
      supplyEntrCd?: string | null;
      data?: Record<string, unknown>;
      ip?: string;
      userAgent?: string;
    }): Promise<{ token: string; context: SessionContext }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const row = {
        idHash: hashToken(token),
        mgrId: opts.mgrId,
        state: opts.state,
        supplyEntrCd: opts.supplyEntrCd ?? null,
        data: opts.data ?? {},
        ip: opts.ip ?? null,
        userAgent: opts.userAgent ?? null,
        createdAt: now,
        lastSeenAt: now,
        absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      };
      await repo.insert(row);
      return { token, context: { idHash: row.idHash, mgrId: row.mgrId, state: row.state, supplyEntrCd: row.supplyEntrCd, data: row.data } };
    },

    /** The live session of a cookie token, or null when missing, revoked, idle too long or too old. */
    async resolveSession(token: string | undefined): Promise<SessionContext | null> {
      if (!token) return null;
      const idHash = hashToken(token);
      const row = await repo.findLive(idHash);
      if (!row) return null;
      const now = clock.now().getTime();
      if (now - row.lastSeenAt.getTime() > SESSION_IDLE_MS || now >= row.absoluteExpiresAt.getTime()) {
        await repo.revoke(idHash, clock.now());
        return null;
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touch(idHash, clock.now());
      return { idHash, mgrId: row.mgrId, state: row.state, supplyEntrCd: row.supplyEntrCd, data: row.data };
    },

    async revokeSession(idHash: string): Promise<void> {
      await repo.revoke(idHash, clock.now());
    },

    async revokeAccountSessions(mgrId: string, exceptIdHash?: string): Promise<void> {
      await repo.revokeAllOf(mgrId, clock.now(), exceptIdHash);
    },

    /** Retention: ended sessions are kept a week for support questions, then deleted. */
    async purgeEndedSessions(): Promise<number> {
      const now = clock.now().getTime();
      const week = 7 * 24 * 60 * 60 * 1000;
      return repo.deleteEndedBefore(new Date(now - week), new Date(now - week - SESSION_IDLE_MS));
    },

    async updateSession(idHash: string, patch: Partial<Pick<SessionRow, 'state' | 'supplyEntrCd' | 'data'>>): Promise<void> {
      await repo.update(idHash, patch);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
