import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin this server answers as: PUBLIC_ORIGIN when set, else what the request addressed. */
function ownOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * CSRF defence for every write under /api: `X-Requested-With: XMLHttpRequest` is not CORS-safelisted,
 * so a cross-site form or simple request cannot carry it; a present Origin must be our own.
 */
export function registerCsrfGuard(app: FastifyInstance, publicOrigin: string | undefined): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') throw new AppError('CSRF_REJECTED');
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin(request, publicOrigin)) throw new AppError('CSRF_REJECTED');
    const site = request.headers['sec-fetch-site'];
    if (origin === undefined && site !== undefined && site !== 'same-origin' && site !== 'none') throw new AppError('CSRF_REJECTED');
  });
}
