import Cookies from 'js-cookie';
import { COOKIE, SHELL_LIMITS } from '@po/contracts';

/** The saved sign-in id (cookie MGR_ID, 365 days; spec access §3), or '' when none is saved. */
export function readRememberedId(): string {
  return Cookies.get(COOKIE.mgrId) ?? '';
}

/** Saves the id when "remember" is ticked, forgets it otherwise. */
export function rememberId(loginId: string, remember: boolean): void {
  if (remember && loginId) Cookies.set(COOKIE.mgrId, loginId, { expires: SHELL_LIMITS.rememberCookieDays, path: '/', sameSite: 'Lax' });
  else Cookies.remove(COOKIE.mgrId, { path: '/' });
}
