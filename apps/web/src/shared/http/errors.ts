import type { TErrorBody } from '@po/contracts';

/** The error body as far as the server sent one; any field may be missing on a proxy or crash page. */
export type ErrorBody = Partial<TErrorBody>;

/** A non-200 reply. `code` is the server's errorCode when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  readonly code: string | undefined;

  constructor(status: number, body: ErrorBody | null) {
    super(body?.displayMessage || body?.error || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = body?.errorCode;
  }
}

/** No reply at all: network down, proxy gone, or the 10-minute timeout. */
export class NetworkError extends Error {
  readonly timedOut: boolean;

  constructor(message: string, timedOut: boolean) {
    super(message);
    this.name = 'NetworkError';
    this.timedOut = timedOut;
  }
}

/** A 200 reply whose body does not match the contract: a client/server version mismatch. */
export class ReplyShapeError extends Error {
  constructor(url: string, detail: string) {
    super(`reply of ${url} does not match its contract: ${detail}`);
    this.name = 'ReplyShapeError';
  }
}

/** The call was cancelled (by the caller, or because the session expired); callers ignore it. */
export class CancelledError extends Error {
  constructor() {
    super('request cancelled');
    this.name = 'CancelledError';
  }
}

export function isCancelledError(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/**
 * The text to show for a failed call, or null when the http client already showed it (toast, session
 * alert) or the call was cancelled. Replies with an errorCode are ours to show: their displayMessage is
 * already in the user's language (MASTER_VIEW_ONLY, "no changed data", conflicts). It lives beside the
 * errors rather than in shared/form because the sign-in page uses it, and this file is in the client's chunk.
 */
export function failureText(error: unknown, fallback: string): string | null {
  if (isCancelledError(error) || error instanceof NetworkError || error instanceof ReplyShapeError) return null;
  if (isApiError(error)) return error.code ? error.body?.displayMessage || fallback : null;
  return fallback;
}
