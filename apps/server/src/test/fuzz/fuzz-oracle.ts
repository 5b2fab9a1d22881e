import type { LightMyRequestResponse } from 'fastify';
import type { MultipartSpec } from './multipart-body.ts';
import type { FuzzRequest } from './request-arbitrary.ts';

/** The body of every error answer (DESIGN "Contract rules"). */
const ERROR_BODY_FIELDS = ['errorCode', 'displayMessage', 'error'] as const;

export function errorBodyOf(res: LightMyRequestResponse): Record<string, unknown> | null {
  try {
    const body: unknown = JSON.parse(res.body);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Why an answer fails the fuzz, or null: any 5xx except the documented 503 SERVICE_UNAVAILABLE (a provider
 * that is down), and any error answer without `{ errorCode, displayMessage, error }`.
 */
export function problemWith(res: LightMyRequestResponse): string | null {
  if (res.statusCode < 400) return null;
  const body = errorBodyOf(res);
  if (res.statusCode >= 500 && !(res.statusCode === 503 && body?.errorCode === 'SERVICE_UNAVAILABLE')) return `answered ${res.statusCode}`;
  const missing = ERROR_BODY_FIELDS.filter((f) => typeof body?.[f] !== 'string');
  return missing.length ? `error answer ${res.statusCode} without the error body (missing ${missing.join(', ')})` : null;
}

const clip = (s: string, max = 3000) => (s.length > max ? `${s.slice(0, max)}… (${s.length} characters in all)` : s);

const dataOf = (d: MultipartSpec['parts'][number]['data']) =>
  typeof d === 'string'
    ? JSON.stringify(clip(d, 1500))
    : d instanceof Uint8Array
      ? `${d.length} bytes: ${Buffer.from(d.subarray(0, 24)).toString('hex')}…`
      : `${JSON.stringify(d.magic)} + ${d.zeros} zero bytes`;

/** The parts of a multipart body, one a line, with every name JSON-escaped so NUL and surrogates show. */
export function describeParts(spec: MultipartSpec): string {
  const lines = spec.parts.map(
    (p) =>
      `  part name=${JSON.stringify(p.name)}${p.filename !== undefined ? ` filename${p.extendedFilename ? '*' : ''}=${JSON.stringify(p.filename)}` : ''}${p.type ? ` type=${p.type}` : ''}: ${dataOf(p.data)}`,
  );
  return [`multipart (${spec.flaw === 'none' ? 'well-formed' : spec.flaw}), built by buildMultipart:`, ...lines].join('\n');
}

/** The exact request as sent (headers as the server saw them) and the answer, for a failure message. */
export function describeExchange(req: FuzzRequest, session: string, res: LightMyRequestResponse): string {
  const headers = { ...res.raw.req.headers };
  const cookie = headers.cookie;
  if (cookie) headers.cookie = `${cookie.replace(/=[^;]+/g, '=…')} (a live ${session} session)`;
  const body = req.parts ? describeParts(req.parts) : req.payload === undefined ? '(none)' : JSON.stringify(clip(String(req.payload)));
  return [
    `${req.method} ${clip(req.url, 2000)}`,
    `session: ${session}`,
    `headers: ${JSON.stringify(headers)}`,
    `body: ${body}`,
    `answer: ${res.statusCode} ${clip(res.body, 1500)}`,
  ].join('\n');
}
