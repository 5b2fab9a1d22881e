import { z } from 'zod';
import type { SessionContext } from './session.service.ts';

/**
 * What a session remembers about its account from sign-in on (stored as JSON with the session). Read
 * only through `profileOf`, which checks the shape, so no caller casts the stored data.
 */
export const ZSessionProfile = z.object({
  loginNm: z.string().default(''),
  isOnlySearch: z.boolean().default(false),
  /** Account roles; master sessions act as admin (spec access §6). */
  roles: z.array(z.string()).default([]),
  managerRoles: z.array(z.string()).default([]),
  entrType: z.enum(['N', 'O', 'G']).default('N'),
  supplyEntrNm: z.string().nullable().default(null),
  isMaster: z.boolean().default(false),
  smsRequired: z.boolean().default(false),
  /** Supply status code; 30 for admin, master, foreign and monitor accounts (spec access §6). */
  entrStsCd: z.string().default('30'),
  /**
   * The seller's own account signed in before the required agreements (fee-rate confirmation, terms)
   * were saved: until they are, the server answers only the /Necessary step (guards.ts).
   */
  agreementsPending: z.boolean().default(false),
});
export type SessionProfile = z.infer<typeof ZSessionProfile>;

// A session's data does not change while a request holds its context: parse it once per context.
const parsed = new WeakMap<SessionContext, SessionProfile>();

/** The session's profile, typed; a field missing from older stored data reads as its least-privileged default. */
export function profileOf(session: SessionContext): SessionProfile {
  let p = parsed.get(session);
  if (!p) parsed.set(session, (p = ZSessionProfile.parse(session.data)));
  return p;
}
