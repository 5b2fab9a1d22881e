import { makeSeller, signInWithSms, startLogin, cookiesOf } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A signed-in seller with its own company: the spec and the active session's cookies. */
export async function sellerSession(t: TestApp, company: Parameters<typeof makeSeller>[2] = {}, account: Parameters<typeof makeSeller>[1] = {}) {
  const seller = await makeSeller(t, account, company);
  const { cookies } = await signInWithSms(t, seller);
  return { seller, cookies, supplyEntrCd: seller.company!.supplyEntrCd };
}

/** A master session (view-only) that has chosen the given seller. */
export async function masterSessionFor(t: TestApp, supplyEntrCd: string) {
  const m = await makeSeller(t, { isMaster: true, roleCd: 'admin', phones: [] }, null);
  const { cookies } = await startLogin(t, m.mgrId);
  const active = cookiesOf(await t.call({ method: 'POST', url: '/api/login/masterLogin', cookies }));
  const chosen = await t.call({ method: 'POST', url: '/api/login/adminLogin', cookies: active, body: { supplyEntrCd } });
  if (chosen.statusCode !== 200) throw new Error(`adminLogin failed: ${chosen.body}`);
  return active;
}

/** An operator (role admin, not a master) signed in through SMS. */
export async function operatorSession(t: TestApp) {
  const op = await makeSeller(t, { roleCd: 'admin' }, null);
  return (await signInWithSms(t, op)).cookies;
}

/** A valid shipping-site form; overrides replace fields. */
export const siteBody = (overrides: Record<string, unknown> = {}) => ({
  deliveryLocNm: '성수 물류센터',
  deliveryEntrCd: '04',
  deliveryLocPhone1: '02',
  deliveryLocPhone2: '1588',
  deliveryLocPhone3: '1234',
  deliveryLocZip: '04790',
  deliveryLocAddr: '서울특별시 성동구 성수이로 113',
  deliveryLocDtlAddr: '3층',
  returnSameYn: 'Y',
  frcnDyplYn: 'N',
  useYn: 'Y',
  ...overrides,
});

/** A valid goods-flow contract form. */
export const contractBody = (overrides: Record<string, unknown> = {}) => ({
  contractNo: 'CJ-240001',
  contractCustNo: '30012345',
  fareType: '01',
  mdNm: '김담당',
  boxFares: [
    { boxSize: 'S', shscFare: 3000, bhFare: 4000, rtFare: 3000 },
    { boxSize: 'M', shscFare: 3500, bhFare: 4500, rtFare: 3500 },
  ],
  ...overrides,
});

/** A valid paid delivery-fee policy form. */
export const policyBody = (overrides: Record<string, unknown> = {}) => ({
  dlcstPlcyTitl: '기본 유료배송',
  plcyTypeCd: '01',
  strtDt: '2026-11-01',
  endDt: '2027-12-31',
  dlcstTypeCd: '02',
  dlcst: 3000,
  dlcstLevyStdrAmt: 0,
  inmnDlcst: 5000,
  jejuDlcst: 3000,
  rtrnDlcst: 3000,
  exchDlcst: 6000,
  useYn: 'Y',
  ...overrides,
});

/** A valid brand request form (the seller's first shipping site DL0001, the first MD); overrides replace fields. */
export const brandRequestBody = (overrides: Record<string, unknown> = {}) => ({
  brandNm: '모던 라인',
  brandEnm: 'Modern Line',
  deliveryLocCd: 'DL0001',
  sellFeeRate: '12.50',
  deliveryFee: 3000,
  minOrdAmt: 50000,
  jejuDeliveryFee: 3000,
  islandDeliveryFee: 5000,
  rtrnDlcst: 3000,
  exchDlcst: 6000,
  chargeMdCd: 'MD01',
  rqstReason: '신규 브랜드 입점',
  ...overrides,
});

/** A valid brand settings form (brandUpdateForm). */
export const brandSettingsBody = (overrides: Record<string, unknown> = {}) => ({
  deliveryLocCd: 'DL0001',
  deliveryFee: 2500,
  minOrdAmt: 30000,
  jejuDeliveryFee: 4000,
  islandDeliveryFee: 6000,
  rtrnDlcst: 2500,
  exchDlcst: 5000,
  useYn: 'Y',
  ...overrides,
});
