import type { SessionContext } from './session.service.ts';
import { AppError } from '../http/app-error.ts';
import { profileOf } from './session-profile.ts';

/** Who made a change, as recorded on rows and in the change log. */
export interface Actor {
  mgrId: string;
  nm: string;
}

export const actorOf = (session: SessionContext): Actor => ({
  mgrId: session.mgrId,
  nm: profileOf(session).loginNm || session.mgrId,
});

/**
 * The seller a session acts for: its own company, or the one a master chose. Always from the session,
 * never from the request (DESIGN "Contract rules"); none chosen yet reads as "not found".
 */
export function companyOf(session: SessionContext): string {
  if (!session.supplyEntrCd) throw new AppError('NOT_FOUND');
  return session.supplyEntrCd;
}

/**
 * A sign-in step (the SMS code, the add-phone popup) is for a session that passed only the password. An
 * active session is answered 409 and left as it is: a sign-in step never ends, nor changes, a signed-in session.
 */
export function requirePendingSession(session: SessionContext): void {
  if (session.state !== 'pending') throw new AppError('CONFLICT', { messageKey: 'login.msg.alreadySignedIn' });
}
