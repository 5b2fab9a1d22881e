import type { FastifyInstance } from 'fastify';
import { validationError } from './app-error.ts';

/**
 * NUL cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate is no character at all: neither
 * has a place in any field. Matches a NUL, a high surrogate not followed by a low one, or a low one not
 * preceded by a high one.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is this pattern's purpose
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeString = (s: string): boolean => UNSAFE.test(s);

/** The path (`a.b.0.c`) of the first string in a value (keys included) that no field may hold, or null. */
export function findUnsafeString(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnsafeString(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (isUnsafeString(key)) return childPath;
    const found = findUnsafeString(child, childPath);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses such a string as VALIDATION_ERROR naming its field. */
export function assertSafeStrings(value: unknown, path = ''): void {
  const field = findUnsafeString(value, path);
  if (field !== null) throw validationError([{ field: field || path, messageKey: 'VALIDATION_ERROR' }]);
}

/**
 * Checks path parameters, query and JSON body of every request once, before any route sees them.
 * Registered after the session guard, so a refused caller still learns nothing of the body's rules.
 * Multipart parts are read by the route; `readMultipartForm` checks them with the same rule.
 */
export function registerSafeStrings(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertSafeStrings(request.params);
    assertSafeStrings(request.query);
    assertSafeStrings(request.body);
  });
}
