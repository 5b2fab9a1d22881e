import { SHELL_LIMITS, type TFieldError } from '@po/contracts';
import { notifier } from '@/shared/feedback/notifier';
import { i18n } from '@/shared/i18n/i18n';
import { ApiError, CancelledError, NetworkError, type ErrorBody } from './errors';
import { expireSession, requireAgreements } from './session-expiry';

const toastSeconds = SHELL_LIMITS.errorToastMs / 1000;

export function toastError(text: string): void {
  notifier.error(text, toastSeconds);
}

/**
 * The `fields` of an error body (ZErrorBody's shape) when every entry is `{ field, messageKey }`. Checked by
 * hand: this runs on every page, and a zod schema here would bring zod to routes that use none.
 */
function fieldErrorsOf(value: unknown): TFieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const isFieldError = (e: unknown): e is TFieldError =>
    typeof e === 'object' && e !== null && typeof (e as TFieldError).field === 'string' && typeof (e as TFieldError).messageKey === 'string';
  return value.every(isFieldError) ? value.map(({ field, messageKey }) => ({ field, messageKey })) : undefined;
}

/** Reads `{ errorCode, displayMessage, error, fields }` if the body is JSON; anything else gives null. */
export async function readErrorBody(res: Response): Promise<ErrorBody | null> {
  try {
    const data: unknown = JSON.parse(await res.text());
    if (typeof data !== 'object' || data === null) return null;
    const pick = (k: string) => {
      const v = (data as Record<string, unknown>)[k];
      return typeof v === 'string' ? v : undefined;
    };
    const fields = fieldErrorsOf((data as Record<string, unknown>).fields);
    return { errorCode: pick('errorCode'), displayMessage: pick('displayMessage'), error: pick('error'), ...(fields ? { fields } : {}) };
  } catch {
    return null;
  }
}

/**
 * spec access §8 for a non-200 reply. Session timeout: one alert, calls cancelled, the caller gets a
 * silent CancelledError. Another errorCode: the caller decides, no toast. No errorCode: red toast.
 */
export function failFromBody(status: number, body: ErrorBody | null, opts: { quietSession?: boolean; toast?: string }): never {
  if (body?.errorCode === 'SESSION_TIMEOUT_ERROR' && !opts.quietSession) {
    expireSession(body.displayMessage);
    throw new CancelledError();
  }
  if (body?.errorCode === 'AGREEMENT_REQUIRED') {
    requireAgreements();
    throw new CancelledError();
  }
  if (body?.errorCode) throw new ApiError(status, body);
  toastError(opts.toast ?? (body?.displayMessage || body?.error || i18n.t('framework.error.default')));
  throw new ApiError(status, body);
}

/** fetch itself failed: cancelled (silent), timed out, or no reply at all. */
export function failFromFetch(aborted: boolean, timedOut: boolean): never {
  if (timedOut) {
    const text = i18n.t('framework.error.timeout');
    toastError(text);
    throw new NetworkError(text, true);
  }
  if (aborted) throw new CancelledError();
  const text = i18n.t('framework.error.network');
  toastError(text);
  throw new NetworkError(text, false);
}
