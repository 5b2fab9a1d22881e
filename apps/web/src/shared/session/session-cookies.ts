import Cookies from 'js-cookie';
import { COOKIE } from '@po/contracts';

/**
 * Client-readable cookies that belong to one session (spec access §4 logout). The session cookie itself
 * is HttpOnly and is cleared by the server; removing it here only covers a non-HttpOnly dev setup.
 * The saved id, seller type, supplier code, language, sidebar and size cookies outlive the session.
 * Popup "do not show again" cookies join this list when the dashboard popups exist.
 */
export const SESSION_COOKIES: readonly string[] = [COOKIE.session, COOKIE.entrFlag, COOKIE.masterSelected, COOKIE.openMarketFlag];

export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) Cookies.remove(name, { path: '/' });
}
