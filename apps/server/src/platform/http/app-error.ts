import type { TErrorCode, TFieldError, TMessageKey } from '@po/contracts';

/** A field refused, named by a key of the catalogue (a typo fails typecheck) or, with no rule of its own, the code. */
export type TKeyedFieldError = TFieldError & { messageKey: TMessageKey | 'VALIDATION_ERROR' };

const STATUS: Record<TErrorCode, number> = {
  SESSION_TIMEOUT_ERROR: 401,
  VALIDATION_ERROR: 400,
  MASTER_VIEW_ONLY: 403,
  AGREEMENT_REQUIRED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CSRF_REJECTED: 403,
  MALL_KEY_REJECTED: 401,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/**
 * The one error a service throws. `messageKey` picks a spec message (e.g. `navGrid.msg.msg1`) for
 * displayMessage; without it the code's own message is used.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TErrorCode,
    readonly options: { messageKey?: TMessageKey; fields?: TKeyedFieldError[]; status?: number; params?: Record<string, string | number> } = {},
  ) {
    super(options.messageKey ?? code);
    this.status = options.status ?? STATUS[code];
  }
}

/** A validation failure on one or more fields, each with its spec message key. */
export const validationError = (fields: TKeyedFieldError[]) =>
  new AppError('VALIDATION_ERROR', { fields, messageKey: fields.find((f) => f.messageKey !== 'VALIDATION_ERROR')?.messageKey as TMessageKey | undefined });
