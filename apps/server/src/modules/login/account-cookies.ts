import { COOKIE } from '@po/contracts';
import type { FastifyReply } from 'fastify';
import type { SessionProfile } from './session-profile.ts';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The readable flag cookies of spec access §3. They only steer the menu; the server never trusts them
 * (every decision reads the session).
 */
export function setAccountCookies(reply: FastifyReply, profile: SessionProfile, secure: boolean): void {
  const opts = { path: '/', sameSite: 'lax' as const, secure, httpOnly: false };
  reply.setCookie(COOKIE.entrFlag, profile.isMaster || profile.roles.includes('admin') ? 'A' : 'C', opts);
  reply.setCookie(COOKIE.entrType, profile.entrType, { ...opts, maxAge: YEAR_S });
  reply.setCookie(COOKIE.openMarketFlag, profile.entrType === 'O' ? 'Y' : 'N', opts);
}

export function setSupplierCookies(reply: FastifyReply, supplyEntrCd: string, secure: boolean): void {
  const opts = { path: '/', sameSite: 'lax' as const, secure, httpOnly: false };
  reply.setCookie(COOKIE.supplyEntrCd, supplyEntrCd, { ...opts, maxAge: YEAR_S });
  reply.setCookie(COOKIE.masterSelected, 'Y', opts);
}

export function clearAccountCookies(reply: FastifyReply): void {
  for (const name of [COOKIE.entrFlag, COOKIE.openMarketFlag, COOKIE.masterSelected]) reply.clearCookie(name, { path: '/' });
}
