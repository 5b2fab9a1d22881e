import { cookiesOf, makeSeller, signInWithSms, startLogin } from '@/test/factories.ts';
import { masterSessionFor, operatorSession, sellerSession } from '@/test/setting-factories.ts';
import type { TestApp } from '@/test/test-app.ts';
import type { AccountSpec } from '@/seed/create-account.ts';

type Cookies = Record<string, string>;

/**
 * The callers the route matrix asks every route as: two sellers (A owns the ids, B is the stranger),
 * a master and a search-only monitor viewing A, an operator, a seller still owing its agreements, sellers
 * whose roles reach only part of the menu (travel-only, settings-only), and an account for fresh
 * password-only sessions.
 */
export interface MatrixWorld {
  t: TestApp;
  sellerA: { cookies: Cookies; supplyEntrCd: string };
  sellerB: { cookies: Cookies; supplyEntrCd: string };
  /** Travel-only sellers (manager role 190): the travel routes' owner of ids and stranger, as sellerA/B are the others'. */
  travelA: { cookies: Cookies; supplyEntrCd: string };
  travelB: { cookies: Cookies; supplyEntrCd: string };
  /** travelA's property on sale (made once, by the first travel id factory that needs it). */
  travelProdCd?: string;
  master: Cookies;
  monitor: Cookies;
  operator: Cookies;
  agreementsOwed: Cookies;
  /** Sessions of NARROW_SELLERS, by name. */
  narrowSellers: Record<string, Cookies>;
  /** A new password-only session each call: sign-in steps may end the one they are given. */
  pending(): Promise<Cookies>;
}

/** Sellers whose roles reach only part of the menu (business-area §6); each route of an entry they lack must refuse them. */
export const NARROW_SELLERS = [
  { name: 'travel-only seller (manager role 190)', roles: ['30'], managerRoles: ['190'] },
  { name: 'settings-only account (role 10)', roles: ['10'], managerRoles: [] },
] as const;

export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const sellerA = await sellerSession(t);
  const sellerB = await sellerSession(t);
  const travel = async () => {
    const spec = await makeSeller(t, { roleCd: '30', managerRoles: ['190'] });
    return { cookies: (await signInWithSms(t, spec)).cookies, supplyEntrCd: spec.company!.supplyEntrCd };
  };
  const travelA = await travel();
  const travelB = await travel();
  const master = await masterSessionFor(t, sellerA.supplyEntrCd);
  const monitorSpec = await makeSeller(t, { isEcMonitor: true, phones: [] }, { supplyEntrCd: sellerA.supplyEntrCd, supplyEntrNm: 'x' });
  const monitor = cookiesOf(await t.call({ method: 'POST', url: '/api/login/monitorLogin', cookies: (await startLogin(t, monitorSpec.mgrId)).cookies }));
  const operator = await operatorSession(t);
  const owing = await makeSeller(t, {}, { agreements: 'N' });
  const agreementsOwed = (await signInWithSms(t, owing)).cookies;
  const pendingSpec: AccountSpec = await makeSeller(t);
  const narrowSellers: Record<string, Cookies> = {};
  for (const n of NARROW_SELLERS) {
    const spec = await makeSeller(t, { roleCd: n.roles[0], managerRoles: [...n.managerRoles] });
    narrowSellers[n.name] = (await signInWithSms(t, spec)).cookies;
  }
  return {
    t,
    sellerA: { cookies: sellerA.cookies, supplyEntrCd: sellerA.supplyEntrCd },
    sellerB: { cookies: sellerB.cookies, supplyEntrCd: sellerB.supplyEntrCd },
    travelA,
    travelB,
    master,
    monitor,
    operator,
    agreementsOwed,
    narrowSellers,
    pending: async () => (await startLogin(t, pendingSpec.mgrId)).cookies,
  };
}
