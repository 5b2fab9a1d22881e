import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@/seed/seed-demo.ts';
import { signInWithSms } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { DEMO_PASSWORD, demoAccountSpecs } from './demo-accounts.ts';

describe('demo data of the settings screens', () => {
  let t: TestApp;
  const cookiesOf: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    await seedDemoData(t.db, t.app.services, t.clock.now());
    for (const spec of demoAccountSpecs(t.clock.now()).filter((a) => ['partner01', 'partner02', 'admin01'].includes(a.mgrId))) {
      cookiesOf[spec.mgrId] = (await signInWithSms(t, { ...spec, password: DEMO_PASSWORD })).cookies;
    }
    // partner02 shows the agreement step: its settings are served once it has agreed.
    const agreed = await t.call({
      method: 'POST',
      url: '/api/customer/supply/necessary-confirm-info',
      cookies: cookiesOf.partner02,
      body: { sellFeeRateConfirmYn: 'Y', agreeYn: 'Y' },
    });
    if (agreed.statusCode !== 200) throw new Error(`partner02 could not agree: ${agreed.body}`);
  });
  afterAll(() => t.close());

  const get = async <T = { list: Record<string, string | number>[]; totalCnt: number }>(who: string, url: string) =>
    (await t.call({ url, cookies: cookiesOf[who] })).json<T>();

  it.each(['partner01', 'partner02'])('gives %s an account with contacts and a settlement account, and its history', async (who) => {
    const account = await get(who, '/api/setting/account');
    expect(account).toMatchObject({ ntceYn: 'Y', bankNm: '신한은행', accountNo: '140012345678', chgHphone1: '010' });
    expect((await get(who, '/api/setting/account/history')).totalCnt).toBeGreaterThan(0);
  });

  it.each(['partner01', 'partner02'])('gives %s shipping sites, one approved for goods-flow and one awaiting approval', async (who) => {
    const sites = (await get(who, '/api/delivery/deliveryLocs')).list as { gfStsCd: string; verifiedYn: string }[];
    expect(sites.find((s) => s.gfStsCd === 'APPROVED')?.verifiedYn).toBe('Y');
    expect(sites.some((s) => s.gfStsCd === 'REQUESTED')).toBe(true);
  });

  it.each(['partner01', 'partner02'])('gives %s delivery-fee policies of every type, one with a change history', async (who) => {
    const list = (await get(who, '/api/delivery/policies')).list as { dlcstTypeCd: string; dlcstPlcyCd: string; dlcstPlcySeq: number; plcyStsCd: string }[];
    expect(new Set(list.map((p) => p.dlcstTypeCd))).toEqual(new Set(['01', '02', '03']));
    expect(new Set(list.map((p) => p.plcyStsCd))).toEqual(new Set(['ACTIVE', 'SCHEDULED']));
    const edited = list.find((p) => p.dlcstPlcySeq > 1)!;
    expect((await get(who, `/api/delivery/policy/${edited.dlcstPlcyCd}/history`)).totalCnt).toBe(2);
  });

  it('puts the awaiting contracts in the operator’s queue', async () => {
    const queue = await get('admin01', '/api/admin/goodsFlow/list?gfStsCd=REQUESTED');
    expect(queue.list.map((r) => r.supplyEntrCd).sort()).toEqual(['S000001', 'S000002']);
  });
});
