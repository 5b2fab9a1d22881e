import type { FastifyRequest } from 'fastify';
import type { SessionContext } from '@/platform/auth/session.service.ts';

/**
 * What a create route hands to `runOnce`: whose creates they are (the session's seller; an operator's own when the
 * session views no seller), the route pattern (not the URL, so a query string changes nothing), the
 * `Idempotency-Key` header the web client sends on creates, the body.
 */
export function idempotencyOf(req: FastifyRequest, session: SessionContext) {
  const header = req.headers['idempotency-key'];
  const idemKey = Array.isArray(header) ? header[0] : header;
  return {
    supplyEntrCd: session.supplyEntrCd ?? `operator:${session.mgrId}`,
    route: `${req.method} ${req.routeOptions.url ?? req.url}`,
    idemKey,
    body: req.body,
  };
}
