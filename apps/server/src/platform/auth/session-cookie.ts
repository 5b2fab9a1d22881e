import { COOKIE } from '@po/contracts';
import type { FastifyReply } from 'fastify';
import { SESSION_IDLE_MS } from './session.service.ts';

/** HttpOnly, SameSite=Lax; Secure whenever the product runs with the prod profile. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(COOKIE.session, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_IDLE_MS / 1000 });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(COOKIE.session, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
