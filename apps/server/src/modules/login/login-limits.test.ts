import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '@/platform/sms/sms.tables.ts';
import { makeSeller, randomMobile } from '@/test/factories.ts';
import { signupSendUrl } from '@/test/partner-factories.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { loginAttempts } from './login.tables.ts';

/** The per-id lock and the per-phone cap when the tries come all at once (issue 8, hole 4). */
describe('sign-in limits under simultaneous requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-IP route limits are raised, so what is tested is the rule per id and per phone.
    t = await createTestApp({ env: { SIGNIN_RATE_LIMIT: '1000', SIGNUP_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const attemptsOf = async (loginId: string) => (await t.db.q.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.loginId, loginId)))[0]?.n;
  const statuses = (replies: { statusCode: number }[]) => replies.map((r) => r.statusCode).sort();
  const times = (n: number, fn: (i: number) => Promise<{ statusCode: number; json: () => unknown }>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

  it('checks exactly 5 of 100 simultaneous wrong passwords for one id; the rest are answered locked', async () => {
    const s = await makeSeller(t);
    const replies = await times(100, () => t.call({ method: 'POST', url: '/api/login/passwdCheck', body: { loginId: s.mgrId, password: 'Wrong#Pass9' } }));
    expect(statuses(replies)).toEqual([...Array<number>(5).fill(200), ...Array<number>(95).fill(429)]);
    expect(replies.filter((r) => r.statusCode === 429).every((r) => (r.json() as { errorCode: string }).errorCode === 'TOO_MANY_REQUESTS')).toBe(true);
    expect(await attemptsOf(s.mgrId)).toBe(5);
  });

  it('checks at most 5 of 25 simultaneous sign-ins for one id', async () => {
    const s = await makeSeller(t);
    const replies = await times(25, () => t.call({ method: 'POST', url: '/api/login/login', body: { loginId: s.mgrId, password: 'Wrong#Pass9' } }));
    expect(statuses(replies)).toEqual([...Array<number>(5).fill(401), ...Array<number>(20).fill(429)]);
    expect(await attemptsOf(s.mgrId)).toBe(5);
  });

  it('sends exactly 5 of 20 simultaneous codes to one phone; the rest are refused 429', async () => {
    const phone = randomMobile();
    const parts = { phone1: phone.slice(0, 3), phone2: phone.slice(3, 7), phone3: phone.slice(7) };
    const replies = await times(20, (i) => t.call({ url: signupSendUrl(parts, `202611201200${String(i).padStart(2, '0')}`) }));
    expect(statuses(replies)).toEqual([...Array<number>(5).fill(200), ...Array<number>(15).fill(429)]);
    const outbox = await t.db.q.select({ n: count() }).from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(outbox[0]?.n).toBe(5);
  });
});
