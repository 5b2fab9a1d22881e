/**
 * Which errors mean "the database cannot be reached right now" rather than "this request is wrong":
 * a dropped or refused connection, a server shutting down or full. Such a request answers 503 and may
 * be retried; the pool opens new connections for the next ones.
 */

/** SQLSTATEs of a lost or refused connection (PostgreSQL appendix A); class 08 is matched as a whole. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, in recovery
  '57P05', // idle_session_timeout
  '53300', // too_many_connections
]);

/** Socket errors of node's net module while connecting or talking to the server. */
const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool report a lost connection by message only, without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^Client has encountered a connection error and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
];

function isUnavailableItself(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
  }
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message));
}

/**
 * True when err, or an error it wraps (Drizzle's `cause`, an AggregateError of several addresses),
 * says the database is unreachable.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<object>();
  const queue: unknown[] = [err];
  // Bounded: wrappers nest a few levels at most, and `seen` stops cycles.
  while (queue.length > 0 && seen.size < 16) {
    const e = queue.shift();
    if (typeof e !== 'object' || e === null || seen.has(e)) continue;
    seen.add(e);
    if (isUnavailableItself(e)) return true;
    queue.push((e as { cause?: unknown }).cause);
    const nested = (e as { errors?: unknown }).errors;
    if (Array.isArray(nested)) queue.push(...(nested as unknown[]));
  }
  return false;
}

/** The constraint a unique violation names (drivers wrap the Postgres error in Drizzle's), or undefined for any other error. */
export function violatedConstraint(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string') return constraint;
  }
  return undefined;
}
