import { timingSafeEqual } from 'node:crypto';
import { COOKIE, findMenuEntry, hasMenuPermission } from '@po/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiRoute } from '../http/api-route.ts';
import { AppError } from '../http/app-error.ts';
import { profileOf } from './session-profile.ts';
import type { SessionContext, SessionService } from './session.service.ts';

/**
 * Who may call a route. Default-deny: a route that says nothing needs an active session, so a new
 * route is never public by accident.
 * - public: anyone; - pending: a session that passed the password but not yet the second factor;
 * - mall: the mall's service calls (`/api/mall/*`), by its key in `Authorization: Bearer`, no cookie, no session.
 */
export type RouteAccess = 'public' | 'pending' | 'active' | 'mall';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Writes a master (view-only) session may still make: choosing a seller, signing out. */
    masterMayWrite?: boolean;
    /**
     * A POST that changes none of the seller's data, only starts reading it (an Excel export job): view-only
     * sessions (master, search-only) may call it. The route matrix lists every route that says so.
     */
    readsOnly?: boolean;
    /**
     * The menu entry of the route table (contracts' APP_ROUTES, `order.orderList`) whose roles and manager
     * roles the session needs, checked as the menu checks them; else FORBIDDEN. Several entries when one call
     * serves screens of several groups (the brand calls serve the catalog's and travel's brand screens): any of
     * them opens it. `false` for a route every signed-in account uses, with the reason in `menuWhy` (the route
     * matrix requires one of the two).
     */
    menu?: string | readonly string[] | false;
    menuWhy?: string;
    /** Answered while the seller's required agreements are still missing (the /Necessary step). */
    beforeAgreement?: boolean;
  }
  interface FastifyRequest {
    session: SessionContext | null;
  }
}

/** The menu entries a route names: none for `false` or nothing. */
export const menuEntriesOf = (menu: string | readonly string[] | false | undefined): readonly string[] =>
  typeof menu === 'string' ? [menu] : Array.isArray(menu) ? (menu as readonly string[]) : [];

/** Whether a viewer may call a route naming these entries: any one of them is enough. */
export const mayOpenMenu = (menu: string | readonly string[] | false | undefined, viewer: Parameters<typeof hasMenuPermission>[1]): boolean =>
  menuEntriesOf(menu).some((m) => hasMenuPermission(m, viewer));

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A master session views any seller and changes nothing (spec business §1). */
export const isMasterSession = (s: SessionContext | null) => s !== null && profileOf(s).isMaster;

/** Master and search-only (EC monitor) sessions look and never change anything, on the server too. */
export const isViewOnlySession = (s: SessionContext | null) => isMasterSession(s) || (s !== null && profileOf(s).isOnlySearch);

export interface AuthGuardDeps {
  sessions: SessionService;
  /**
   * Whether a session marked at sign-in as missing its required agreements still misses them; the
   * answer is asked only for such sessions, so the check costs nothing once they are saved.
   */
  agreementsStillPending(session: SessionContext): Promise<boolean>;
  /** The mall's service key. */
  mallApiKey: string;
}

/** Whether the request carries the mall's key; compared in constant time, so the key cannot be guessed byte by byte. */
function hasMallKey(request: FastifyRequest, key: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerAuthGuards(app: FastifyInstance, deps: AuthGuardDeps): void {
  app.decorateRequest('session', null);
  // Before validation: who may call is decided before what they sent is judged, so a refused caller
  // learns nothing about the body's rules.
  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    // Unknown paths answer 404 from the not-found handler; pages and assets need no session.
    if (!isApiRoute(request)) return;
    const config = request.routeOptions.config;
    const access = config.access ?? 'active';
    if (access === 'mall') {
      if (!hasMallKey(request, deps.mallApiKey)) throw new AppError('MALL_KEY_REJECTED');
      return;
    }
    request.session = await deps.sessions.resolveSession(request.cookies[COOKIE.session]);
    if (access === 'public') return;
    const s = request.session;
    if (!s || (access === 'active' && s.state !== 'active')) throw new AppError('SESSION_TIMEOUT_ERROR');
    if (WRITE_METHODS.has(request.method) && isViewOnlySession(s) && !config.masterMayWrite && !config.readsOnly) {
      throw new AppError('MASTER_VIEW_ONLY', isMasterSession(s) ? {} : { messageKey: 'auth.msg.searchOnly' });
    }
    if (access === 'active' && !config.beforeAgreement && profileOf(s).agreementsPending && (await deps.agreementsStillPending(s))) {
      throw new AppError('AGREEMENT_REQUIRED');
    }
    if (config.menu && !mayOpenMenu(config.menu, profileOf(s))) throw new AppError('FORBIDDEN');
  });
  // A misspelt entry would refuse everyone but the operators: it stops the start instead.
  app.addHook('onRoute', (route) => {
    for (const menu of menuEntriesOf(route.config?.menu)) if (!findMenuEntry(menu)) throw new Error(`${route.url} names an unknown menu entry ${menu}`);
  });
}

/** The active session of a guarded route (the guard has already refused requests without one). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw new AppError('SESSION_TIMEOUT_ERROR');
  return request.session;
}
