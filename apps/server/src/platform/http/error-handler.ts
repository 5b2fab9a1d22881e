import type { TErrorBody } from '@po/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/db-errors.ts';
import { AppError, validationError, type TKeyedFieldError } from './app-error.ts';
import { requestLanguage } from './language.ts';
import { errorCodeKey, fieldMessageKey, translate } from './messages.ts';

const HTTP_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Every non-200 answer has the shape `{ errorCode, displayMessage, error }` (DESIGN "Contract rules"). */
export function sendError(request: FastifyRequest, reply: FastifyReply, err: AppError): FastifyReply {
  const lang = requestLanguage(request);
  const body: TErrorBody = {
    errorCode: err.code,
    displayMessage: translate(err.options.messageKey ?? errorCodeKey(err.code), lang, err.options.params, errorCodeKey(err.code)),
    error: HTTP_NAMES[err.status] ?? 'Error',
    requestId: request.id,
  };
  if (err.options.fields) body.fields = err.options.fields;
  return reply.status(err.status).send(body);
}

/** Zod issues of a request schema, as the field list of a VALIDATION_ERROR. */
function zodFields(error: FastifyError): TKeyedFieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    // The field's own name (its path inside the body, query or params), as services name fields too,
    // so a form maps every VALIDATION_ERROR the same way whichever check refused it.
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? '');
    // A schema names the spec's message key as its issue message (`z.string().min(3, 'login.msg.id')`);
    // zod's own English (a rule without a key) becomes the code.
    return { field, messageKey: fieldMessageKey(v.message ?? '') };
  });
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = zodFields(error);
    return validationError(fields);
  }
  if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  if (error.statusCode === 429) return new AppError('TOO_MANY_REQUESTS');
  if (error.statusCode === 404) return new AppError('NOT_FOUND');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new AppError('VALIDATION_ERROR', { status: error.statusCode });
  // A dropped or refused database connection: nothing was saved, and the next try gets a new connection.
  if (isDatabaseUnavailable(error)) return new AppError('SERVICE_UNAVAILABLE');
  return new AppError('INTERNAL_ERROR');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ errorCode: appError.code }, 'request refused');
    return sendError(request, reply, appError);
  });
}
