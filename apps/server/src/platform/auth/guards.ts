import { COOKIE } from '@po/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { hasRole } from './session-scope.ts';
import type { SessionContext, SessionService } from './session.service.ts';

/**
 * Who may call a route. Default-deny: a route that says nothing needs an active session, so a new
 * route is never public by accident.
 * - public: anyone; - pending: a session that passed the password but not yet the second factor.
 */
export type RouteAccess = 'public' | 'pending' | 'active';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Writes a master (view-only) session may still make: choosing a seller, signing out. */
    masterMayWrite?: boolean;
    /** Account roles of which the session needs one (e.g. operator screens: ['admin']); else FORBIDDEN. */
    roles?: string[];
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A master session views any seller and changes nothing (spec business §1). */
export const isMasterSession = (s: SessionContext | null) => s?.data.isMaster === true;

export function registerAuthGuards(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('session', null);
  // Before validation: who may call is decided before what they sent is judged, so a refused caller
  // learns nothing about the body's rules.
  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    // Unknown paths answer 404 from the not-found handler; pages and assets need no session.
    if (!request.url.startsWith('/api/') || request.is404) return;
    const access = request.routeOptions.config.access ?? 'active';
    request.session = await sessions.resolveSession(request.cookies[COOKIE.session]);
    if (access === 'public') return;
    const s = request.session;
    if (!s || (access === 'active' && s.state !== 'active')) throw new AppError('SESSION_TIMEOUT_ERROR');
    if (WRITE_METHODS.has(request.method) && isMasterSession(s) && !request.routeOptions.config.masterMayWrite) {
      throw new AppError('MASTER_VIEW_ONLY');
    }
    const roles = request.routeOptions.config.roles;
    if (roles && !roles.some((r) => hasRole(s, r))) throw new AppError('FORBIDDEN');
  });
}

/** The active session of a guarded route (the guard has already refused requests without one). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new AppError('SESSION_TIMEOUT_ERROR');
  return request.session;
}
