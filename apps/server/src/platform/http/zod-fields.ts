import type { TFieldError } from '@po/contracts';
import type { z } from 'zod';
import { validationError } from './app-error.ts';

/** A message that is a spec key (`bizNo.msg.invalid`) rather than zod's own English. */
const isMessageKey = (message: string) => /^[\w-]+(\.[\w-]+)+$/.test(message);

/**
 * Parses a value that did not come through a route schema (a multipart JSON part); failures become the
 * same VALIDATION_ERROR the route schemas answer, fields named by their path.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: TFieldError[] = result.error.issues.map((i) => ({ field: i.path.join('.'), messageKey: isMessageKey(i.message) ? i.message : 'VALIDATION_ERROR' }));
  throw validationError(fields);
}
