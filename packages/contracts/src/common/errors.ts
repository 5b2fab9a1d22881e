import { z } from 'zod';

/** Error codes the API answers in `errorCode`; each has a Korean and English message on the server. */
export const ERROR_CODES = [
  'SESSION_TIMEOUT_ERROR',
  'VALIDATION_ERROR',
  'MASTER_VIEW_ONLY',
  'AGREEMENT_REQUIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CSRF_REJECTED',
  'MALL_KEY_REJECTED',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'CONFLICT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZFieldError = z.object({ field: z.string(), messageKey: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;

/** Body of every non-200 reply (DESIGN "Contract rules"). */
export const ZErrorBody = z.object({
  errorCode: z.string(),
  displayMessage: z.string(),
  error: z.string(),
  fields: z.array(ZFieldError).optional(),
  requestId: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
