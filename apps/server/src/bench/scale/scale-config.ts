// The settings the scale bench runs the product with, in its own process and in the bench's (services for the
// database floor, the generator): the same test profile both ways, so both send the same statements.
import net from 'node:net';
import { loadConfig, type AppConfig } from '@/config.ts';

/**
 * The product's environment beside DATABASE_URL and PORT. The test profile sends no real SMS (the code is read
 * from the outbox) and has no prod secrets to ask for; its demo seeding is turned off by marking the mall seeded
 * (scale-sql.ts). Its default log level is silent, which no production runs with: LOG_LEVEL=info is prod's
 * default (one line per request, written to a file as a log shipper would read it), so its cost is measured.
 */
export const SERVER_ENV = {
  APP_PROFILE: 'test',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  // The sign-in case alone makes thousands of sign-ins a minute from one address.
  SIGNIN_RATE_LIMIT: '100000000',
  WEB_DIST_DIR: '/nonexistent',
} as const;

/** The product's configuration as the bench process builds its own services (no demo data, quiet). */
export function benchConfig(): AppConfig {
  return { ...loadConfig({ ...SERVER_ENV, LOG_LEVEL: 'warn' }), seedDemoData: false };
}

/** A port nobody listens on now (the kernel's choice), for the product and the Fastify floor. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}
