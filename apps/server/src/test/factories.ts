import { randomBytes } from 'node:crypto';
import { COOKIE } from '@po/contracts';
import { createAccount, type AccountSpec } from '@/seed/create-account.ts';
import type { TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'Fashion#2026';

const uniq = () => randomBytes(3).toString('hex');
/** A random valid-looking mobile number (010 + 8 digits). */
export const randomMobile = () => `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

type Company = NonNullable<AccountSpec['company']>;

/** A seller account with its own company and one phone; `company: null` makes an account without one. */
export async function makeSeller(t: TestApp, overrides: Partial<AccountSpec> = {}, company: Partial<Company> | null = {}): Promise<AccountSpec> {
  const id = uniq();
  const spec: AccountSpec = {
    mgrId: `seller_${id}`,
    mgrNm: '테스트',
    password: TEST_PASSWORD,
    passwdChangedAt: new Date(t.clock.now().getTime() - 86_400_000),
    phones: [randomMobile()],
    ...(company ? { company: { supplyEntrCd: `T${id}`, supplyEntrNm: `테스트상사${id}`, ...company } } : {}),
    ...overrides,
  };
  await createAccount(t.app.services, spec);
  return spec;
}

/** Cookies of a reply, as a map for the next request. */
export function cookiesOf(res: { cookies: { name: string; value: string }[] }, previous: Record<string, string> = {}): Record<string, string> {
  const out = { ...previous };
  for (const c of res.cookies) out[c.name] = c.value;
  return out;
}

export const sessionCookie = (cookies: Record<string, string>) => ({ [COOKIE.session]: cookies[COOKIE.session] ?? '' });

/** POST /login/login; answers the reply and the session cookie. */
export async function startLogin(t: TestApp, loginId: string, password = TEST_PASSWORD) {
  const res = await t.call({ method: 'POST', url: '/api/login/login', body: { loginId, password } });
  return { res, cookies: sessionCookie(cookiesOf(res)) };
}

const authTime = () => '20261120100000';

/** The ids of the pending session's phones, in the list's order (the session never sees the numbers). */
export async function phoneIds(t: TestApp, cookies: Record<string, string>): Promise<string[]> {
  return (await t.call({ url: '/api/customer/supply/authPhoneNos', cookies })).json<{ phoneId: string }[]>().map((p) => p.phoneId);
}

/** Signs a seller in through the SMS step (to its first listed phone); answers the active session's cookies. */
export async function signInWithSms(t: TestApp, spec: AccountSpec) {
  const { cookies } = await startLogin(t, spec.mgrId, spec.password);
  const [phoneId = 'none'] = await phoneIds(t, cookies);
  const sent = await t.call({ url: sendToPhoneUrl(phoneId, authTime()), cookies });
  const code = sent.json<{ authNo: string }>().authNo;
  const checked = await t.call({ url: `/api/customer/supply/authPhoneNo/certificationCheck/authTime/${authTime()}/authNo/${code}`, cookies });
  return { res: checked, cookies: sessionCookie(cookiesOf(checked, cookies)) };
}

/** The sign-in send to a listed phone, by its id. */
export const sendToPhoneUrl = (phoneId: string, time: string, gb: 'I' | 'U' = 'I') =>
  `/api/customer/supply/authPhoneNo/auth/certification/phoneId/${phoneId}/authTime/${time}/authGb/${gb}`;

/** The sign-in send to a typed number: the add-phone step of an account without a phone. */
export const sendUrl = (phone: string, time: string, gb: 'I' | 'U' = 'I') =>
  `/api/customer/supply/authPhoneNo/auth/certification/phone1/${phone.slice(0, 3)}/phone2/${phone.slice(3, phone.length - 4)}/phone3/${phone.slice(-4)}/authTime/${time}/authGb/${gb}`;
