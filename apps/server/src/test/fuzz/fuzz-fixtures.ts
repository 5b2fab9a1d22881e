import type { LightMyRequestResponse } from 'fastify';
import { tinyPng } from '@/seed/sample-files.ts';
import { postMultipart } from '@/test/multipart.ts';
import { applyDomestic } from '@/test/partner-factories.ts';
import { contractBody, policyBody, siteBody } from '@/test/setting-factories.ts';
import type { TestApp } from '@/test/test-app.ts';
import { insertTravelProduct } from '@/test/travel-factories.ts';
import { bookBody, estimateBody } from '@/test/travel-order-factories.ts';
import type { Operation } from './openapi-operations.ts';
import { SESSION_KINDS, type SessionPool } from './fuzz-sessions.ts';

/**
 * A seller's own records for the fuzz to find, made with the suites' factories: two shipping sites (the
 * first with a goods-flow contract under review), a fee policy and a site export job. Every new seller session gets them, so
 * the ids learned from the first seller (`DL0001`, …) exist for the current one too.
 */
export async function seedSellerRecords(t: TestApp, cookies: Record<string, string>, learn: (res: LightMyRequestResponse) => void): Promise<void> {
  const as = (method: 'POST' | 'PUT', url: string, body?: unknown) => t.call({ method, url, cookies, ...(body !== undefined ? { body } : {}) });
  learn(await as('POST', '/api/delivery/deliveryLoc', siteBody()));
  learn(await as('POST', '/api/delivery/deliveryLoc', siteBody({ deliveryLocNm: '부산 물류센터' })));
  learn(await as('POST', '/api/delivery/policy', policyBody()));
  // A job id of this seller's (an export), for the job status and file routes.
  learn(await as('POST', '/api/delivery/deliveryLocs/excel', {}));
  await as('POST', '/api/delivery/goodsFlow/DL0001', contractBody());
  await as('PUT', '/api/delivery/goodsFlow/DL0001/request');
}

/**
 * Shared records (a partner application, an inquiry with an image); then every GET without path
 * parameters is asked once by each session kind, so the ids and values of the answers feed the known values.
 */
export async function seedRecords(t: TestApp, pool: SessionPool, operations: Operation[], learn: (res: LightMyRequestResponse) => void): Promise<void> {
  await applyDomestic(t);
  const inquiry = {
    regGb: '1',
    entrNm: '모노하우스',
    chgNm: '한지민',
    chgEmail1: 'jimin',
    chgEmail2: 'monohouse.kr',
    chgEmailSelect: '99',
    chgPhone1: '010',
    chgPhone2: '2345',
    chgPhone3: '6789',
    reqContents: '입점 문의입니다.',
    chgAgree: 'Y',
  };
  await postMultipart(t, '/api/customer/supply/createEnterinquire', {
    jsonName: 'enterinquire',
    json: inquiry,
    files: [{ filename: 'a.png', data: tinyPng() }],
  });

  // A travel property with a booked stay and an estimate through the mall's calls, so the mall's travel routes meet
  // reservation and estimate numbers that exist (issue 17).
  const prodCd = await insertTravelProduct(t, { supplyEntrCd: 'TFUZZ01', rsvStartDt: '2026-12-01', rsvEndDt: '2027-02-28' });
  const mall = (url: string, body: unknown) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${t.config.mallApiKey}` }, payload: body as object });
  learn(await mall('/api/mall/travel/reservations', bookBody(prodCd)));
  learn(await mall('/api/mall/travel/estimates', estimateBody(prodCd)));

  for (const op of operations.filter((o) => o.method === 'GET' && o.pathParams.length === 0 && o.path.startsWith('/api/'))) {
    for (const kind of SESSION_KINDS) {
      const cookies = await pool.cookiesFor(kind);
      learn(await t.call({ url: `${op.path}?pageSize=50`, ...(cookies ? { cookies } : {}) }));
    }
  }
}
