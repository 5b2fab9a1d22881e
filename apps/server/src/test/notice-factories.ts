import type { LightMyRequestResponse } from 'fastify';
import type { TNoticeSaveRequest } from '@po/contracts';
import { tinyPdf } from '@/seed/sample-files.ts';
import { multipartBody, type FilePart } from './multipart.ts';
import { TEST_ORIGIN, type TestApp } from './test-app.ts';

type Cookies = Record<string, string>;

/** A valid notice form; overrides replace fields. */
export const noticeBody = (overrides: Partial<TNoticeSaveRequest> = {}): TNoticeSaveRequest => ({
  title: '배송 정책 변경 안내',
  contents: '<p>다음 달부터 <b>배송비</b> 기준이 바뀝니다.</p>',
  noticeGb: 'N',
  popupYn: 'N',
  ...overrides,
});

/** A PDF attachment as the form sends it (the `attachFile` part). */
export const pdfPart = (filename = '안내.pdf', title = 'notice'): FilePart => ({ filename, data: tinyPdf(title), name: 'attachFile', type: 'application/pdf' });

/** POST (or PUT with bulletinSq) of the operator's notice form, as the web sends it. */
export async function sendNotice(
  t: TestApp,
  cookies: Cookies,
  json: unknown,
  opts: { files?: FilePart[]; bulletinSq?: number; idemKey?: string; lang?: 'ko' | 'en' } = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody({ jsonName: 'notice', json, files: (opts.files ?? []).map((f) => ({ name: 'attachFile', ...f })) });
  return t.app.inject({
    method: opts.bulletinSq === undefined ? 'POST' : 'PUT',
    url: opts.bulletinSq === undefined ? '/api/notice/admin' : `/api/notice/admin/${opts.bulletinSq}`,
    payload,
    cookies,
    headers: {
      'content-type': contentType,
      'accept-language': opts.lang ?? 'ko',
      'x-requested-with': 'XMLHttpRequest',
      origin: TEST_ORIGIN,
      ...(opts.idemKey ? { 'idempotency-key': opts.idemKey } : {}),
    },
  });
}

/** Creates a notice as the operator and answers its bulletinSq. */
export async function createNotice(t: TestApp, cookies: Cookies, overrides: Partial<TNoticeSaveRequest> = {}, files: FilePart[] = []): Promise<number> {
  const res = await sendNotice(t, cookies, noticeBody(overrides), { files });
  if (res.statusCode !== 200) throw new Error(`notice create failed: ${res.body}`);
  return res.json<{ bulletinSq: number }>().bulletinSq;
}
