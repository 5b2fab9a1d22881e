import { COOKIE } from '@po/contracts';
import { cookiesOf, makeSeller, sessionCookie, startLogin } from '@/test/factories.ts';
import { masterSessionFor, operatorSession, sellerSession } from '@/test/setting-factories.ts';
import type { TestApp } from '@/test/test-app.ts';

/** Who sends a fuzz request; every operation is tried by each. `mall` is the mall's service key, with no cookie. */
export const SESSION_KINDS = ['none', 'pending', 'seller', 'operator', 'master', 'monitor', 'mall'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

type SignedIn = Exclude<SessionKind, 'none' | 'mall'>;

interface LiveSession {
  cookies: Record<string, string>;
  mgrId: string;
  supplyEntrCd?: string;
}

/** The state a kind's session must be in to still be that kind. */
const EXPECTED: Record<SignedIn, 'pending' | 'active'> = { pending: 'pending', seller: 'active', operator: 'active', master: 'active', monitor: 'active' };

async function create(t: TestApp, kind: SignedIn): Promise<LiveSession> {
  switch (kind) {
    case 'pending': {
      const s = await makeSeller(t);
      return { cookies: (await startLogin(t, s.mgrId)).cookies, mgrId: s.mgrId, supplyEntrCd: s.company!.supplyEntrCd };
    }
    case 'seller': {
      // A seller of fashion and travel (manager roles 40 and 190), so the travel calls are fuzzed past the menu check.
      const s = await sellerSession(t, {}, { managerRoles: ['40', '190'] });
      return { cookies: s.cookies, mgrId: s.seller.mgrId, supplyEntrCd: s.supplyEntrCd };
    }
    case 'operator': {
      const cookies = await operatorSession(t);
      return { cookies, mgrId: (await t.app.services.sessions.resolveSession(cookies[COOKIE.session]))?.mgrId ?? '' };
    }
    case 'master': {
      const seller = await makeSeller(t);
      const cookies = sessionCookie(await masterSessionFor(t, seller.company!.supplyEntrCd));
      return {
        cookies,
        mgrId: (await t.app.services.sessions.resolveSession(cookies[COOKIE.session]))?.mgrId ?? '',
        supplyEntrCd: seller.company!.supplyEntrCd,
      };
    }
    case 'monitor': {
      const m = await makeSeller(t, { isEcMonitor: true, phones: [] });
      const { cookies } = await startLogin(t, m.mgrId);
      const res = await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies });
      if (res.statusCode !== 200) throw new Error(`monitorLogin failed: ${res.body}`);
      return { cookies: sessionCookie(cookiesOf(res, cookies)), mgrId: m.mgrId, supplyEntrCd: m.company!.supplyEntrCd };
    }
  }
}

/**
 * One session per kind, made with the test factories (each on a fresh account, so a lock-out or a spent SMS
 * limit of an earlier one does not carry over); `onMade` gives a new one its records. A fuzzed call may end or change it — sign-out, a new
 * sign-in, a used code — so it is checked before every request and made again when it is no longer of
 * its kind; otherwise every later request would be a silent 401.
 */
export function createSessionPool(t: TestApp, onMade: (kind: SessionKind, cookies: Record<string, string>) => Promise<void> = async () => {}) {
  const live = new Map<SignedIn, LiveSession>();
  const made: LiveSession[] = [];
  let remade = 0;

  async function stillOfKind(kind: SignedIn, s: LiveSession): Promise<boolean> {
    const ctx = await t.app.services.sessions.resolveSession(s.cookies[COOKIE.session]);
    return ctx !== null && ctx.state === EXPECTED[kind];
  }

  return {
    /** Cookies of a session of this kind that is live right now; none for `none`. */
    async cookiesFor(kind: SessionKind): Promise<Record<string, string> | undefined> {
      if (kind === 'none' || kind === 'mall') return undefined;
      const current = live.get(kind);
      if (current && (await stillOfKind(kind, current))) return current.cookies;
      if (current) remade++;
      const fresh = await create(t, kind);
      live.set(kind, fresh);
      made.push(fresh);
      await onMade(kind, fresh.cookies);
      return fresh.cookies;
    },
    /** Every account the pool signed in, for values the fuzzer may reuse (ids, supplier codes). */
    accounts: (): readonly LiveSession[] => made,
    /** How many sessions had ended or changed kind and were made again. */
    remade: () => remade,
  };
}

export type SessionPool = ReturnType<typeof createSessionPool>;
