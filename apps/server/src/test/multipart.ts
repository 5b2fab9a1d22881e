import type { LightMyRequestResponse } from 'fastify';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

export interface FilePart {
  filename: string;
  data: Uint8Array;
  /** The part's field name; `file` unless a test sends something else. */
  name?: string;
  /** What the browser claims; the server never trusts it. */
  type?: string;
}

export interface MultipartRequest {
  /** The JSON part's name (`partner`, `enterinquire`) and value. */
  jsonName: string;
  json: unknown;
  /** Send the JSON as a Blob part (Spring-style clients) rather than a text field. */
  jsonAsBlob?: boolean;
  /** A plain text part (the image upload's `editorName`): the string as it is, not JSON; undefined sends none. */
  jsonAsText?: boolean;
  files?: FilePart[];
}

/** A multipart body as a browser's FormData serialises it: the bytes and the content type with its boundary. */
export async function multipartBody(req: MultipartRequest): Promise<{ payload: Buffer; contentType: string }> {
  const fd = new FormData();
  const text = req.jsonAsText && typeof req.json === 'string' ? req.json : JSON.stringify(req.json);
  if (!(req.jsonAsText && req.json === undefined)) fd.append(req.jsonName, req.jsonAsBlob ? new Blob([text], { type: 'application/json' }) : text);
  for (const f of req.files ?? []) fd.append(f.name ?? 'file', new Blob([f.data], { type: f.type ?? 'application/octet-stream' }), f.filename);
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? '' };
}

/** POSTs a multipart form as the web sends it (Accept-Language, X-Requested-With), optionally from another IP or in a session. */
export async function postMultipart(
  t: TestApp,
  url: string,
  req: MultipartRequest,
  opts: { remoteAddress?: string; lang?: 'ko' | 'en'; cookies?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody(req);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, 'accept-language': opts.lang ?? 'ko', 'x-requested-with': 'XMLHttpRequest', origin: TEST_ORIGIN },
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    ...(opts.cookies ? { cookies: opts.cookies } : {}),
  });
}
