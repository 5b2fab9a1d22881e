import { matchLanguage, type TLanguage } from '@po/contracts';
import type { FastifyRequest } from 'fastify';

/** The request's language: Accept-Language (sent on every call by the web), Korean fallback. */
export function requestLanguage(request: FastifyRequest): TLanguage {
  return matchLanguage(request.headers['accept-language']);
}
