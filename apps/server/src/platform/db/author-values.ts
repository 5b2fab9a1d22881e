import type { Actor } from '../auth/session-scope.ts';

/** The author columns (regDt, regId, regNm, upDt, upId, upNm) of a new row: written and last changed by the actor now. */
export const authorValues = (actor: Actor, now: Date) => ({
  regDt: now,
  regId: actor.mgrId,
  regNm: actor.nm,
  upDt: now,
  upId: actor.mgrId,
  upNm: actor.nm,
});
