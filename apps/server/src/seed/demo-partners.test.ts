import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@/seed/seed-demo.ts';
import { signInWithSms } from '@/test/factories.ts';
import { APPROVAL_TERMS } from '@/test/partner-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import type { AccountSpec } from './create-account.ts';
import { DEMO_PASSWORD, demoAccountSpecs } from './demo-accounts.ts';

describe('demo partner applications and inquiries', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
    await seedDemoData(t.db, t.app.services, t.clock.now());
    const admin01 = demoAccountSpecs(t.clock.now()).find((a) => a.mgrId === 'admin01') as AccountSpec;
    admin = (await signInWithSms(t, admin01)).cookies;
  });
  afterAll(() => t.close());

  it('gives admin01 a pending domestic and a pending overseas application with real files, and two inquiries', async () => {
    const apps = (await t.call({ url: '/api/admin/partnerJoin/list?entrStsCd=10', cookies: admin })).json();
    expect(apps.list.map((r: { mgrId: string; bizGb: string }) => [r.mgrId, r.bizGb])).toEqual([
      ['applicant02', 'F'],
      ['applicant01', 'C'],
    ]);
    const detail = (await t.call({ url: `/api/admin/partnerJoin/${apps.list[1].applSeq}`, cookies: admin })).json();
    expect(detail.files).toHaveLength(3);
    const pdf = await t.call({ url: `/api/admin/partnerJoin/${detail.applSeq}/file/${detail.files[0].fileSeq}`, cookies: admin });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const inquiries = (await t.call({ url: '/api/admin/enterinquire/list', cookies: admin })).json();
    expect(inquiries.list.map((r: { imageYn: string }) => r.imageYn)).toEqual(['N', 'Y']);
  });

  it('lets admin01 approve applicant01, who then signs in with the demo password and SMS and lands on /Necessary', async () => {
    const apps = (await t.call({ url: '/api/admin/partnerJoin/list?entrStsCd=10', cookies: admin })).json();
    const applSeq = apps.list.find((r: { mgrId: string }) => r.mgrId === 'applicant01').applSeq;
    expect((await t.call({ method: 'PUT', url: `/api/admin/partnerJoin/${applSeq}/approve`, cookies: admin, body: APPROVAL_TERMS })).statusCode).toBe(200);
    const signedIn = await signInWithSms(t, { mgrId: 'applicant01', password: DEMO_PASSWORD, phones: ['01077778888'] } as AccountSpec);
    expect(signedIn.res.json()).toMatchObject({ resultCode: 1, sellFeeRateConfirmYn: 'N' });
  });
});
