import Cookies from 'js-cookie';
import { COOKIE } from '@po/contracts';

/**
 * Client-readable cookies that belong to one session (spec access §4 logout: token, flags, popup
 * tokens, C_OPENMARKET_FLAG). Roles and manager roles live in the server session, not in cookies. The
 * session cookie itself is HttpOnly and is cleared by the server; removing it here only covers a
 * non-HttpOnly dev setup. The saved id (MGR_ID), seller type (ENTR_TYPE), supplier code
 * (SUPPLY_ENTR_CD), language, sidebar and size cookies outlive the session (spec access §9: 365 days).
 */
export const SESSION_COOKIES: readonly string[] = [
  COOKIE.session,
  COOKIE.entrFlag,
  COOKIE.masterSelected,
  COOKIE.openMarketFlag,
  COOKIE.soldOutPopupHide,
  COOKIE.noticePopupHide,
];

export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) Cookies.remove(name, { path: '/' });
}
