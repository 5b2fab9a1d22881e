import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiRoute } from './api-route.ts';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin this server answers as: PUBLIC_ORIGIN when set, else what the request addressed. */
function ownOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * CSRF defence for every write to an API route: `X-Requested-With: XMLHttpRequest` is not CORS-safelisted,
 * so a cross-site form or simple request cannot carry it; and the write must show it comes from our own
 * page: an Origin that is our own, or (a browser that sent none) `Sec-Fetch-Site: same-origin`. A write
 * with neither is refused: nothing then proves where it came from.
 */
export function registerCsrfGuard(app: FastifyInstance, publicOrigin: string | undefined): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
    // The mall's service calls carry its key, never a cookie: a cross-site page cannot make them.
    if (request.routeOptions.config.access === 'mall') return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new AppError('CSRF_REJECTED');
    const origin = request.headers.origin;
    const sameOrigin = origin !== undefined ? origin === ownOrigin(request, publicOrigin) : request.headers['sec-fetch-site'] === 'same-origin';
    if (!sameOrigin) throw new AppError('CSRF_REJECTED');
  });
}
