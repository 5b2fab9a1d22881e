import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { sendError } from '../http/error-handler.ts';

export const WEB_BASE = '/front/';

/**
 * Serves the built web app under /front/ with the single-page fallback, redirects / there, and answers
 * unknown /api paths with the JSON error body. Hashed assets are cached for a year; index.html never.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasDist = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: WEB_BASE,
      wildcard: true,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: /front/ will answer 404 until `npm run build`');
  }

  app.get('/', { config: { access: 'public' } }, (_req, reply) => reply.redirect(WEB_BASE));
  app.get('/front', { config: { access: 'public' } }, (_req, reply) => reply.redirect(WEB_BASE));
  // The app's own root (where / redirects): the static plugin answers a directory with 403.
  if (hasDist)
    app.get(WEB_BASE, { config: { access: 'public' } }, (_req, reply) => reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html'));

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && request.url.startsWith(WEB_BASE) && !request.url.startsWith(`${WEB_BASE}assets/`);
    if (hasDist && isPage) return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    return sendError(request, reply, new AppError('NOT_FOUND'));
  });
}
