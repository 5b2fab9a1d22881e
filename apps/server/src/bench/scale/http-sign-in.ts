// Sign-in over HTTP as a browser makes it: the password, then the SMS code sent to a listed phone (read back from
// the outbox the product writes in the test profile), then the check that makes the session active.
import { COOKIE } from '@po/contracts';
import type pg from 'pg';
import { forgetSmsSends, readSmsCode } from './scale-sql.ts';

/** What a same-origin browser call carries: the CSRF guard wants X-Requested-With and our Origin / Sec-Fetch-Site. */
export function browserHeaders(origin: string): Record<string, string> {
  return { 'x-requested-with': 'XMLHttpRequest', origin, 'sec-fetch-site': 'same-origin', 'accept-language': 'ko' };
}

function sessionTokenOf(res: Response): string | undefined {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    if (pair!.slice(0, eq) === COOKIE.session) return decodeURIComponent(pair!.slice(eq + 1));
  }
  return undefined;
}

async function expectOk(res: Response, step: string): Promise<Response> {
  if (res.status !== 200) throw new Error(`scale bench sign-in: ${step} answered ${res.status} ${await res.text()}`);
  return res;
}

/** The password step alone (the sign-in case of the bench): answers the pending session's token. */
export const passwordStep = (origin: string, account: { loginId: string; password: string }) => ({
  method: 'POST' as const,
  url: `${origin}/api/login/login`,
  headers: { ...browserHeaders(origin), 'content-type': 'application/json' },
  body: JSON.stringify({ loginId: account.loginId, password: account.password }),
});

/** Signs in through both factors; answers the active session's cookie token. */
export async function signInOverHttp(origin: string, account: { loginId: string; password: string }, outbox: pg.ClientBase): Promise<string> {
  const step = passwordStep(origin, account);
  const login = await expectOk(await fetch(step.url, step), 'password');
  const pending = sessionTokenOf(login);
  if (!pending) throw new Error('scale bench sign-in: the password step set no session cookie');
  const headers = { ...browserHeaders(origin), cookie: `${COOKIE.session}=${encodeURIComponent(pending)}` };
  const phones = (await (await expectOk(await fetch(`${origin}/api/customer/supply/authPhoneNos`, { headers }), 'phone list')).json()) as { phoneId: string }[];
  const phoneId = phones[0]?.phoneId;
  if (!phoneId) throw new Error(`scale bench sign-in: ${account.loginId} has no phone to send the code to`);
  await forgetSmsSends(outbox, account.loginId);
  const authTime = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  await expectOk(
    await fetch(`${origin}/api/customer/supply/authPhoneNo/auth/certification/phoneId/${phoneId}/authTime/${authTime}/authGb/I`, { headers }),
    'send',
  );
  const code = await readSmsCode(outbox, account.loginId);
  const checked = await expectOk(
    await fetch(`${origin}/api/customer/supply/authPhoneNo/certificationCheck/authTime/${authTime}/authNo/${code}`, { headers }),
    'check',
  );
  const result = (await checked.clone().json()) as { resultCode: number; resultMsg: string };
  const active = sessionTokenOf(checked);
  if (result.resultCode !== 1 || !active) throw new Error(`scale bench sign-in: the code check answered ${JSON.stringify(result)}`);
  return active;
}
