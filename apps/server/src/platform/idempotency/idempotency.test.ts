import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryLocs } from '@/modules/delivery/delivery-loc.tables.ts';
import { dlcstPlcys } from '@/modules/delivery/delivery-policy.tables.ts';
import { policyBody, sellerSession, siteBody } from '@/test/setting-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { idempotencyKeys } from './idempotency.tables.ts';

describe('Idempotency-Key on creates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const createSite = (cookies: Record<string, string>, key: string | undefined, body: Record<string, unknown> = siteBody()) =>
    t.call({ method: 'POST', url: '/api/delivery/deliveryLoc', cookies, body, headers: key ? { 'idempotency-key': key } : {} });
  const sitesOf = async (supplyEntrCd: string) =>
    (await t.db.q.select({ n: count() }).from(deliveryLocs).where(eq(deliveryLocs.supplyEntrCd, supplyEntrCd)))[0]?.n;

  it('answers a retried create with the first reply and creates one row', async () => {
    const a = await sellerSession(t);
    const first = await createSite(a.cookies, 'key-retry-0001');
    const again = await createSite(a.cookies, 'key-retry-0001');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await sitesOf(a.supplyEntrCd)).toBe(1);
    // Another key is another create.
    expect((await createSite(a.cookies, 'key-retry-0002')).json()).toEqual({ deliveryLocCd: 'DL0002' });
  });

  it('creates one row for ten concurrent requests with one key', async () => {
    const a = await sellerSession(t);
    const replies = await Promise.all(Array.from({ length: 10 }, () => createSite(a.cookies, 'key-concurrent-1')));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => r.body))).toEqual(new Set([JSON.stringify({ deliveryLocCd: 'DL0001' })]));
    expect(await sitesOf(a.supplyEntrCd)).toBe(1);
  });

  it('keeps sellers apart: the same key creates a row for each', async () => {
    const a = await sellerSession(t);
    const b = await sellerSession(t);
    await createSite(a.cookies, 'key-shared-0001');
    await createSite(b.cookies, 'key-shared-0001');
    expect(await sitesOf(a.supplyEntrCd)).toBe(1);
    expect(await sitesOf(b.supplyEntrCd)).toBe(1);
  });

  it('scopes a key by route: a policy with a site key is its own create, and is deduplicated too', async () => {
    const a = await sellerSession(t);
    await createSite(a.cookies, 'key-route-00001');
    const post = () =>
      t.call({ method: 'POST', url: '/api/delivery/policy', cookies: a.cookies, body: policyBody(), headers: { 'idempotency-key': 'key-route-00001' } });
    expect((await post()).json()).toEqual({ dlcstPlcyCd: 'DP0001' });
    expect((await post()).json()).toEqual({ dlcstPlcyCd: 'DP0001' });
    const policies = await t.db.q.select({ n: count() }).from(dlcstPlcys).where(eq(dlcstPlcys.supplyEntrCd, a.supplyEntrCd));
    expect(policies[0]?.n).toBe(1);
  });

  it('stores nothing for a refused create, refuses another body under a used key, and a malformed key', async () => {
    const a = await sellerSession(t);
    expect((await createSite(a.cookies, 'key-refused-01', siteBody({ deliveryLocNm: '' }))).statusCode).toBe(400);
    expect((await createSite(a.cookies, 'key-refused-01')).statusCode).toBe(200);
    const other = await createSite(a.cookies, 'key-refused-01', siteBody({ deliveryLocNm: '다른 이름' }));
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('CONFLICT');
    const bad = await createSite(a.cookies, 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await sitesOf(a.supplyEntrCd)).toBe(1);
  });

  it('creates as before without a key', async () => {
    const a = await sellerSession(t);
    await createSite(a.cookies, undefined);
    await createSite(a.cookies, undefined);
    expect(await sitesOf(a.supplyEntrCd)).toBe(2);
  });

  it('purges stored replies after a day', async () => {
    const a = await sellerSession(t);
    await createSite(a.cookies, 'key-purge-00001');
    const keysOf = async () => (await t.db.q.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.supplyEntrCd, a.supplyEntrCd)))[0]?.n;
    expect(await keysOf()).toBe(1);
    await t.app.services.idempotency.purgeOldKeys();
    expect(await keysOf()).toBe(1);
    t.clock.advanceSeconds(24 * 60 * 60 + 1);
    await t.app.services.idempotency.purgeOldKeys();
    expect(await keysOf()).toBe(0);
  });
});
