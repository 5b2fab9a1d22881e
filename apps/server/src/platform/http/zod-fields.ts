import type { z } from 'zod';
import { validationError, type TKeyedFieldError } from './app-error.ts';
import { fieldMessageKey } from './messages.ts';

/**
 * Parses a value that did not come through a route schema (a multipart JSON part); failures become the
 * same VALIDATION_ERROR the route schemas answer, fields named by their path.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: TKeyedFieldError[] = result.error.issues.map((i) => ({ field: i.path.join('.'), messageKey: fieldMessageKey(i.message) }));
  throw validationError(fields);
}
