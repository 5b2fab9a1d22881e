import type { SessionContext } from './session.service.ts';
import { AppError } from '../http/app-error.ts';

/** Who made a change, as recorded on rows and in the change log. */
export interface Actor {
  mgrId: string;
  nm: string;
}

export const actorOf = (session: SessionContext): Actor => ({
  mgrId: session.mgrId,
  nm: typeof session.data.loginNm === 'string' ? session.data.loginNm : session.mgrId,
});

/**
 * The seller a session acts for: its own company, or the one a master chose. Always from the session,
 * never from the request (DESIGN "Contract rules"); none chosen yet reads as "not found".
 */
export function companyOf(session: SessionContext): string {
  if (!session.supplyEntrCd) throw new AppError('NOT_FOUND');
  return session.supplyEntrCd;
}

export const hasRole = (session: SessionContext, role: string): boolean =>
  Array.isArray(session.data.roles) && (session.data.roles as unknown[]).includes(role);
