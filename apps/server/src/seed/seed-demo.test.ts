import { isValidBusinessNumber } from '@po/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@/seed/seed-demo.ts';
import { startLogin } from '@/test/factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { DEMO_PASSWORD, demoAccountSpecs } from './demo-accounts.ts';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  it('seeds once; a second start changes nothing', async () => {
    expect(await seedDemoData(t.db, t.app.services, t.clock.now())).toBe(true);
    expect(await seedDemoData(t.db, t.app.services, t.clock.now())).toBe(false);
  });

  it('gives every domestic demo company a valid business number', async () => {
    for (const spec of demoAccountSpecs(t.clock.now())) {
      if (spec.company && spec.company.entrType !== 'G') expect(isValidBusinessNumber(spec.company.bizNo ?? '')).toBe(true);
    }
  });

  it('signs partner01 in with the demo password; expired01 is expired, init01 is reset', async () => {
    expect((await startLogin(t, 'partner01', DEMO_PASSWORD)).res.json()).toMatchObject({ login: true, authPhoneNoExistsYn: 'Y' });
    const check = (id: string) =>
      t.call({ method: 'POST', url: '/api/login/passwdCheck', body: { loginId: id, password: DEMO_PASSWORD } }).then((r) => r.json<Record<string, string>>());
    expect(await check('expired01')).toMatchObject({ existenceYn: 'Y', expYn: 'Y' });
    expect(await check('init01')).toMatchObject({ existenceYn: 'Y', initYn: 'Y' });
    expect((await startLogin(t, 'partner03', DEMO_PASSWORD)).res.json().authPhoneNoExistsYn).toBe('N');
  });
});
