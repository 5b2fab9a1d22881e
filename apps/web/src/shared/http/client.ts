import type { z } from 'zod';
import { safeParse } from 'zod/mini';
import { SHELL_LIMITS } from '@po/contracts';
import { currentLanguage, i18n } from '@/shared/i18n/i18n';
import { buildUrl, type QueryParams } from './build-url';
import { ReplyShapeError } from './errors';
import { failFromBody, failFromFetch, readErrorBody, toastError } from './fail';
import { trackCall } from './pending';

export interface CallOptions<S extends z.core.$ZodType = z.ZodUnknown> {
  params?: QueryParams;
  /** Validates and types the reply; without it the reply is `unknown`. */
  schema?: S;
  /** The caller's cancel signal (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Hand SESSION_TIMEOUT_ERROR to the caller instead of the alert (the "who am I" check). */
  quietSession?: boolean;
  headers?: Record<string, string>;
  /** A job start (DESIGN "Long work is a durable job") answers 202 Accepted with the job's id: success too. */
  accepted?: boolean;
}

export interface SendOptions extends CallOptions<z.core.$ZodType> {
  body?: BodyInit;
  /** Toast text for a failure without errorCode (downloads use their own). */
  failureToast?: string;
}

/** Headers of every call: language, no cache, and the CSRF marker the server requires on writes. */
export function baseHeaders(): Record<string, string> {
  return {
    'Accept-Language': currentLanguage(),
    'Cache-Control': 'no-cache',
    'X-Requested-With': 'XMLHttpRequest',
  };
}

/** Runs one call and hands the 200 reply to `read`; every failure goes through spec access §8. */
export async function send<T>(method: string, path: string, opts: SendOptions, read: (res: Response) => Promise<T>): Promise<T> {
  const call = trackCall(SHELL_LIMITS.requestTimeoutMs, opts.signal);
  try {
    let res: Response;
    try {
      res = await fetch(buildUrl(path, opts.params), {
        method,
        credentials: 'include',
        headers: { ...baseHeaders(), ...opts.headers },
        body: opts.body,
        signal: call.signal,
      });
    } catch {
      failFromFetch(call.signal.aborted, call.timedOut());
    }
    // Only 200 is success (spec access §7); 201, 204 and redirects are failures too. A job start's 202 is
    // success only where the call says so.
    if (res.status !== 200 && !(opts.accepted && res.status === 202))
      failFromBody(res.status, await readErrorBody(res), { quietSession: opts.quietSession, toast: opts.failureToast });
    try {
      return await read(res);
    } catch (error) {
      if (error instanceof ReplyShapeError) throw error;
      failFromFetch(call.signal.aborted, call.timedOut());
    }
  } finally {
    call.release();
  }
}

async function readJson(res: Response, path: string, schema: z.core.$ZodType | undefined): Promise<unknown> {
  const text = await res.text();
  let data: unknown = text;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      // A plain-text reply stays a string.
    }
  }
  if (!schema) return data;
  const parsed = safeParse(schema, data);
  if (parsed.success) return parsed.data;
  toastError(i18n.t('framework.error.default'));
  throw new ReplyShapeError(path, parsed.error.message);
}

function jsonCall(method: string) {
  return <S extends z.core.$ZodType = z.ZodUnknown>(path: string, body?: unknown, opts: CallOptions<S> = {}): Promise<z.output<S>> => {
    const hasBody = body !== undefined;
    return send(
      method,
      path,
      {
        ...opts,
        body: hasBody ? JSON.stringify(body) : undefined,
        headers: hasBody ? { 'Content-Type': 'application/json', ...opts.headers } : opts.headers,
      },
      (res) => readJson(res, path, opts.schema) as Promise<z.output<S>>,
    );
  };
}

const getCall = jsonCall('GET');
const delCall = jsonCall('DELETE');

/** GET `/api{path}`; query values in `opts.params`. */
export const get = <S extends z.core.$ZodType = z.ZodUnknown>(path: string, opts?: CallOptions<S>) => getCall(path, undefined, opts);
/** POST a JSON body. */
export const post = jsonCall('POST');
/** PUT a JSON body. */
export const put = jsonCall('PUT');
/** DELETE; query values in `opts.params`. */
export const del = <S extends z.core.$ZodType = z.ZodUnknown>(path: string, opts?: CallOptions<S>) => delCall(path, undefined, opts);

export { readJson };
