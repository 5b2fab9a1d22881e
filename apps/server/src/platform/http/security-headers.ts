import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers; antd styles are CSS-in-JS, so inline styles are allowed and inline scripts are not. */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { secure: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: opts.secure ? [] : null,
      },
    },
    hsts: opts.secure,
    crossOriginEmbedderPolicy: false,
  });
}
