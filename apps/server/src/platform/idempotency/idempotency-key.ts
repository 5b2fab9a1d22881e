import type { FastifyRequest } from 'fastify';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { companyOf } from '@/platform/auth/session-scope.ts';

/**
 * What a create route hands to `runOnce`: the session's seller, the route pattern (not the URL, so a
 * query string changes nothing), the `Idempotency-Key` header the web client sends on creates, the body.
 */
export function idempotencyOf(req: FastifyRequest, session: SessionContext) {
  const header = req.headers['idempotency-key'];
  const idemKey = Array.isArray(header) ? header[0] : header;
  return { supplyEntrCd: companyOf(session), route: `${req.method} ${req.routeOptions.url ?? req.url}`, idemKey, body: req.body };
}
