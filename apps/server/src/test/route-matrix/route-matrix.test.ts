import { findMenuEntry, hasMenuPermission } from '@po/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN } from '@/test/test-app.ts';
import { ID_FACTORIES, WRITE_BODIES } from './id-factories.ts';
import { buildMatrixWorld, NARROW_SELLERS, type MatrixWorld } from './matrix-world.ts';
import { caseVariants, encodedVariants, fillPath, inventoryRoutes, undocumentedRoutes, type MatrixRoute } from './route-inventory.ts';

/**
 * The route matrix (issue 8): every operation of the OpenAPI document, asked as every kind of caller,
 * so a new route is checked the day it is added. Ids come from `ID_FACTORIES`, one per parameter name.
 */
const t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '100000', SIGNUP_RATE_LIMIT: '100000' } });
const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
const routes = inventoryRoutes(doc, t.app.routeCatalog);
const mallRoutes = routes.filter((r) => r.access === 'mall');
const sessionRoutes = routes.filter((r) => r.access !== 'mall');

/** The only writes a master or search-only session may make: choosing a seller, signing in and out. */
const VIEW_ONLY_WRITES = new Set([
  'POST /api/login/adminLogin',
  'POST /api/login/supplyEntrs',
  'POST /api/login/logout',
  'PUT /api/login/newPasswordChange',
  'POST /api/login/masterLogin',
  'POST /api/login/monitorLogin',
  'POST /api/login/foreignLogin',
]);

/** POSTs that only read (Excel exports): view-only sessions may start them, so they say `readsOnly`. */
/** The order statistics' reads with their filters in a body (issue 16): answered at once (200), no job. */
const STATISTIC_BODY_READS = [
  'PUT /api/statistic/partner/supplyEntr/orderProductChart',
  'PUT /api/statistic/partner/supplyEntr/orderProductList',
  'PUT /api/statistic/partner/supplyEntr/orderProductList/excel',
  'POST /api/statistic/age/excel',
];

/**
 * The travel lists' exports (issue 17): the file is the reply (200, no job). A master may take one (admin sees every
 * menu); the search-only monitor of seller A (manager role 40) is refused the travel menu (FORBIDDEN).
 */
const TRAVEL_EXCEL_READS = ['POST /api/travelOrder/orderList/excel', 'POST /api/travelOrder/estimateList/excel'];

const VIEW_ONLY_READS = new Set([
  'POST /api/delivery/deliveryLocs/excel',
  'POST /api/delivery/policies/excel',
  'POST /api/product/products/excel',
  'POST /api/order/orderList/excel',
  'POST /api/calculate/partnerSupplyEntrList/excel',
  'POST /api/calculate/partnerSupplyEntrKICCList/excel',
  'POST /api/calculate/partnerOpenMarketPaymentList/excel',
  'POST /api/calculate/partnerPurveyanceList/excel',
  'POST /api/calculate/partnerBillPublishList/excel',
  'POST /api/calculate/partnerVatReport/excel',
  'POST /api/calculate/statement/:settleYm/excel',
  'POST /api/calculate/statement/:settleYm/pdf',
  ...STATISTIC_BODY_READS,
  ...TRAVEL_EXCEL_READS,
]);

/**
 * Exports of a list that seller A's kind of seller (domestic, no card-provider variant) does not have: a view-only
 * session of seller A is refused them as seller A is (FORBIDDEN); settlement-read.test.ts starts them for sellers
 * of those kinds, master and monitor included.
 */
const VIEW_ONLY_OTHER_KIND = new Set([
  'POST /api/calculate/partnerSupplyEntrKICCList/excel',
  'POST /api/calculate/partnerOpenMarketPaymentList/excel',
  'POST /api/calculate/partnerPurveyanceList/excel',
]);

/** The body a view-only read needs to start (a required period); {} otherwise. */
const SETTLEMENT_PERIOD = { startYm: '2026-09', endYm: '2026-10' };
const VIEW_ONLY_BODIES: Record<string, unknown> = {
  'POST /api/order/orderList/excel': { startDt: '2026-11-01', endDt: '2026-11-20' },
  'POST /api/travelOrder/orderList/excel': { startDt: '2026-11-01', endDt: '2026-11-20' },
  'POST /api/travelOrder/estimateList/excel': { startDt: '2026-11-01', endDt: '2026-11-20' },
  'POST /api/calculate/partnerSupplyEntrList/excel': SETTLEMENT_PERIOD,
  'POST /api/calculate/partnerSupplyEntrKICCList/excel': SETTLEMENT_PERIOD,
  'POST /api/calculate/partnerOpenMarketPaymentList/excel': SETTLEMENT_PERIOD,
  'POST /api/calculate/partnerPurveyanceList/excel': SETTLEMENT_PERIOD,
  'POST /api/calculate/partnerBillPublishList/excel': SETTLEMENT_PERIOD,
  'POST /api/calculate/partnerVatReport/excel': SETTLEMENT_PERIOD,
};

type Cookies = Record<string, string>;
let w: MatrixWorld;
const ids: Record<string, string> = {};
let requests = 0;

async function ask(
  route: MatrixRoute,
  opts: { path?: string; cookies?: Cookies; headers?: Record<string, string | undefined>; body?: unknown } = {},
): Promise<LightMyRequestResponse> {
  requests++;
  const headers: Record<string, string> = { 'accept-language': 'en', 'x-requested-with': 'XMLHttpRequest', ...(route.isWrite ? { origin: TEST_ORIGIN } : {}) };
  for (const [k, v] of Object.entries(opts.headers ?? {})) {
    if (v === undefined) delete headers[k];
    else headers[k] = v;
  }
  const withBody = route.isWrite && opts.body !== undefined;
  return t.app.inject({
    method: route.method as InjectOptions['method'],
    url: opts.path ?? fillPath(route.url, ids),
    headers: withBody && !headers['content-type'] ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(opts.cookies ? { cookies: opts.cookies } : {}),
    ...(withBody ? { payload: typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body) } : {}),
  });
}

/**
 * What was decided: the status and error code. A 429 counts as reaching the handler, like a 200: a
 * per-phone or per-id cap answers the same call differently the sixth time, whatever its spelling.
 */
function decision(res: LightMyRequestResponse): string {
  if (res.statusCode === 200 || res.statusCode === 202 || res.statusCode === 429) return 'reached the handler';
  let code: unknown;
  try {
    code = res.json<{ errorCode?: unknown }>().errorCode;
  } catch {
    code = `no error body (${res.body.slice(0, 40)})`;
  }
  return `${res.statusCode} ${String(code)}`;
}

function expectRefusal(res: LightMyRequestResponse, status: number, errorCode: string, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(status);
  expect(res.json(), what).toMatchObject({ errorCode, displayMessage: expect.any(String), error: expect.any(String) });
}

const missingFactories = [...new Set(routes.flatMap((r) => r.params))].filter((p) => !ID_FACTORIES[p]);
/** Operator routes name an operator menu entry; a seller is refused them whatever the ids. */
const isOperatorRoute = (route: MatrixRoute) =>
  typeof route.config.menu === 'string' && !hasMenuPermission(route.config.menu, { roles: ['30'], managerRoles: ['40'] }) && !isTravelRoute(route);
/** Travel menus are the travel seller's (manager role 190): travelA and travelB stand for seller A and B there. */
const isTravelRoute = (route: MatrixRoute) =>
  typeof route.config.menu === 'string' &&
  !hasMenuPermission(route.config.menu, { roles: ['30'], managerRoles: ['40'] }) &&
  hasMenuPermission(route.config.menu, { roles: ['30'], managerRoles: ['190'] });
const takesSellerIds = (route: MatrixRoute) => !isOperatorRoute(route) && route.params.some((p) => ID_FACTORIES[p]?.owner === 'seller');

beforeAll(async () => {
  w = await buildMatrixWorld(t);
  // Ids in a fixed order: the file id belongs to the application made just before it.
  const names = Object.keys(ID_FACTORIES).filter((n) => routes.some((r) => r.params.includes(n)));
  for (const name of ['applSeq', 'fileSeq', ...names.filter((n) => n !== 'applSeq' && n !== 'fileSeq')]) {
    if (names.includes(name)) ids[name] = await ID_FACTORIES[name]!.make(w);
  }
}, 120_000);

afterAll(async () => {
  const checks = routes.length;
  process.stdout.write(`route matrix: ${checks} routes, ${requests} requests\n`);
  await t.close();
});

describe('route matrix', () => {
  it('covers every API route: each is documented, each path parameter has an id factory', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(undocumentedRoutes(doc, t.app.routeCatalog)).toEqual([]);
    expect(missingFactories, 'register these in test/route-matrix/id-factories.ts').toEqual([]);
  });

  it('names a menu entry, or says why not, on every route of a signed-in session', () => {
    const unnamed = routes
      .filter((r) => r.access === 'active')
      .filter((r) => !(typeof r.config.menu === 'string' && findMenuEntry(r.config.menu)) && !(r.config.menu === false && (r.config.menuWhy ?? '').length > 10))
      .map((r) => `${r.method} ${r.url}`);
    expect(unnamed, "give these `config: { menu: '<entry of APP_ROUTES>' }` or `menu: false` with a `menuWhy`").toEqual([]);
  });

  it('lets only the sign-in, sign-out and seller-choice writes through for view-only sessions', () => {
    const declared = routes.filter((r) => r.isWrite && r.config.masterMayWrite).map((r) => `${r.method} ${r.url}`);
    for (const key of declared) expect(VIEW_ONLY_WRITES.has(key), `${key} declares masterMayWrite`).toBe(true);
  });

  it('lets view-only sessions start exactly the listed read-only POSTs (exports)', () => {
    const declared = routes.filter((r) => r.isWrite && r.config.readsOnly).map((r) => `${r.method} ${r.url}`);
    expect(new Set(declared)).toEqual(VIEW_ONLY_READS);
  });

  // The mall's service API answers its key alone: no cookie, whoever's, opens it, and it takes no CSRF proof.
  describe.each(mallRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, route) => {
    it("refuses a caller without the mall's key, a seller's or an operator's session included", async () => {
      for (const cookies of [undefined, w.sellerA.cookies, w.operator]) {
        expectRefusal(await ask(route, { ...(cookies ? { cookies } : {}), body: {} }), 401, 'MALL_KEY_REJECTED', 'no key');
      }
      for (const authorization of ['Bearer wrong-key', `Basic ${t.config.mallApiKey}`, `Bearer ${t.config.mallApiKey}x`]) {
        expectRefusal(await ask(route, { headers: { authorization }, body: {} }), 401, 'MALL_KEY_REJECTED', authorization);
      }
    });

    it('reaches its rules with the key, without CSRF headers', async () => {
      const res = await ask(route, { headers: { authorization: `Bearer ${t.config.mallApiKey}`, 'x-requested-with': undefined, origin: undefined }, body: {} });
      expect([400, 404, 409], res.body).toContain(res.statusCode);
    });
  });

  describe.each(sessionRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, route) => {
    it(route.access === 'public' ? 'is public: answers without a session' : 'asks for a session', async () => {
      const res = await ask(route, { body: {} });
      if (route.access === 'public') expect(res.statusCode, res.body).not.toBe(401);
      else expectRefusal(res, 401, 'SESSION_TIMEOUT_ERROR', 'no session');
    });

    if (route.access !== 'public') {
      it(route.access === 'pending' ? 'is a sign-in step: a password-only session may call it' : 'refuses a password-only session', async () => {
        const res = await ask(route, { cookies: await w.pending(), body: {} });
        if (route.access === 'pending') expect(res.statusCode, res.body).not.toBe(401);
        else expectRefusal(res, 401, 'SESSION_TIMEOUT_ERROR', 'password-only session');
      });
    }

    if (route.isWrite && route.config.readsOnly) {
      it('lets master and search-only sessions start it: it only reads', async () => {
        for (const cookies of [w.master, w.monitor]) {
          const key = `${route.method} ${route.url}`;
          const res = await ask(route, { cookies, body: VIEW_ONLY_BODIES[key] ?? {} });
          if (VIEW_ONLY_OTHER_KIND.has(key)) expectRefusal(res, 403, 'FORBIDDEN', 'a list of another kind of seller');
          else if (TRAVEL_EXCEL_READS.includes(key)) expect(res.statusCode, res.body).toBe(cookies === w.master ? 200 : 403);
          else expect(res.statusCode, res.body).toBe(STATISTIC_BODY_READS.includes(key) ? 200 : 202);
        }
      });
    }

    if (route.isWrite && route.access !== 'public' && !route.config.masterMayWrite && !route.config.readsOnly) {
      it('refuses the write to master and search-only sessions', async () => {
        expectRefusal(await ask(route, { cookies: w.master, body: {} }), 403, 'MASTER_VIEW_ONLY', 'master');
        expectRefusal(await ask(route, { cookies: w.monitor, body: {} }), 403, 'MASTER_VIEW_ONLY', 'search-only');
      });
    }

    if (route.isWrite) {
      it('refuses a cookie write that does not prove it comes from our page (CSRF)', async () => {
        const variants: [string, Record<string, string | undefined>][] = [
          ['no X-Requested-With', { 'x-requested-with': undefined }],
          ['foreign Origin', { origin: 'https://evil.example' }],
          ['null Origin', { origin: 'null' }],
          ['other port', { origin: 'http://localhost:8081' }],
          ['no Origin, no Sec-Fetch-Site', { origin: undefined }],
          ['cross-site fetch metadata', { origin: undefined, 'sec-fetch-site': 'cross-site' }],
          ['text/plain form post', { 'x-requested-with': undefined, 'content-type': 'text/plain' }],
        ];
        for (const [what, headers] of variants) expectRefusal(await ask(route, { cookies: w.sellerA.cookies, headers, body: {} }), 403, 'CSRF_REJECTED', what);
      });
    }

    it('decides a percent-encoded path as the plain one', async () => {
      const plain = fillPath(route.url, ids);
      // A read is asked as seller A too (a real answer to compare); a write only as callers it refuses.
      // A write the master may make (sign-out) would end its session: asked without one only.
      const callers: (Cookies | undefined)[] = !route.isWrite
        ? [undefined, w.sellerA.cookies]
        : route.config.masterMayWrite
          ? [undefined]
          : [undefined, w.master];
      for (const cookies of callers) {
        const expected = decision(await ask(route, { path: plain, ...(cookies ? { cookies } : {}), body: {} }));
        for (const path of encodedVariants(plain)) expect(decision(await ask(route, { path, ...(cookies ? { cookies } : {}), body: {} })), path).toBe(expected);
      }
    });

    it('answers no route for an upper-cased path', async () => {
      for (const path of caseVariants(fillPath(route.url, ids)))
        expectRefusal(await ask(route, { path, cookies: w.sellerA.cookies, body: {} }), 404, 'NOT_FOUND', path);
    });

    if (takesSellerIds(route)) {
      it("answers 404 to another seller asking for seller A's ids", async () => {
        const key = `${route.method} ${route.url}`;
        const [owner, stranger] = isTravelRoute(route) ? [w.travelA, w.travelB] : [w.sellerA, w.sellerB];
        if (route.isWrite) {
          expect(key in WRITE_BODIES, `register a valid body for ${key} in WRITE_BODIES`).toBe(true);
          const body = WRITE_BODIES[key];
          expectRefusal(await ask(route, { cookies: stranger.cookies, ...(body ? { body: body() } : {}) }), 404, 'NOT_FOUND', 'seller B');
        } else {
          expect((await ask(route, { cookies: owner.cookies })).statusCode, 'seller A reads its own').toBe(200);
          expectRefusal(await ask(route, { cookies: stranger.cookies }), 404, 'NOT_FOUND', 'seller B');
        }
      });
    }

    if (isOperatorRoute(route)) {
      it("refuses a seller the operator's records", async () => {
        if (!route.isWrite) expect((await ask(route, { cookies: w.operator })).statusCode, 'the operator reads it').toBe(200);
        expectRefusal(await ask(route, { cookies: w.sellerB.cookies, body: {} }), 403, 'FORBIDDEN', 'seller');
      });
    }

    const menu = route.config.menu;
    const refused = typeof menu === 'string' ? NARROW_SELLERS.filter((n) => !hasMenuPermission(menu, n)) : [];
    if (refused.length > 0) {
      it(`refuses a seller whose roles do not match ${String(menu)}: ${refused.map((n) => n.name).join(', ')}`, async () => {
        for (const n of refused) expectRefusal(await ask(route, { cookies: w.narrowSellers[n.name]!, body: {} }), 403, 'FORBIDDEN', n.name);
      });
    }

    if (route.access === 'active' && !route.config.beforeAgreement) {
      it('answers nothing but the agreement step to a seller that owes its agreements', async () => {
        expectRefusal(await ask(route, { cookies: w.agreementsOwed, body: {} }), 403, 'AGREEMENT_REQUIRED', 'agreements owed');
      });
    }
  });
});
