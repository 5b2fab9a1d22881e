import type { TFieldError } from '@po/contracts';
import { isApiError, isCancelledError, NetworkError, ReplyShapeError } from '@/shared/http/errors';

/**
 * The text to show for a failed call, or null when the http client already showed it (toast, session
 * alert) or it was cancelled. Replies with an errorCode are not toasted by the client: their
 * displayMessage, already in the user's language, is ours to show.
 */
export function failureMessage(error: unknown, fallback: string): string | null {
  if (isCancelledError(error) || error instanceof NetworkError || error instanceof ReplyShapeError) return null;
  if (isApiError(error)) return error.code ? error.body?.displayMessage || fallback : null;
  return fallback;
}

/**
 * The per-field messages of a VALIDATION_ERROR reply. Empty when the reply carried none: the shared
 * client's error reader keeps only errorCode, displayMessage and error today, so callers fall back to
 * displayMessage (which the server fills with the first field's message).
 */
export function fieldErrorsOf(error: unknown): TFieldError[] {
  if (!isApiError(error, 'VALIDATION_ERROR')) return [];
  const fields: unknown = error.body?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter((f): f is TFieldError => typeof (f as TFieldError)?.field === 'string' && typeof (f as TFieldError)?.messageKey === 'string');
}
