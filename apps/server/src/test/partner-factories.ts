import { randomBytes, randomInt } from 'node:crypto';
import type { TPartnerFileKind } from '@po/contracts';
import { completeBusinessNumber } from '@/seed/demo-sellers.ts';
import { tinyPdf, tinyPng } from '@/seed/sample-files.ts';
import { randomMobile, TEST_PASSWORD } from './factories.ts';
import { postMultipart, type FilePart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** A business number that passes the checksum and no other test uses. */
export const randomBizNo = () => completeBusinessNumber(String(randomInt(100_000_000, 999_999_999)));
export const randomMgrId = () => `ap_${randomBytes(4).toString('hex')}`;
let clockTick = 0;
/** A distinct authTime (yyyyMMddHHmmss) per send, as the form stamps one per request. */
export const nextAuthTime = () => `2026112010${String(clockTick++ % 10000).padStart(4, '0')}`;

const DEFAULT_KINDS: TPartnerFileKind[] = ['prsformAttachFile', 'bssnlcsAttachFile', 'cprpaccAttachFile'];

/** Valid files for the kinds (PDF, PNG, PDF, …) and the matching fileKinds. */
export function partnerFiles(kinds: TPartnerFileKind[] = DEFAULT_KINDS): FilePart[] {
  return kinds.map((k, i) => (i % 2 === 1 ? { filename: `${k}.png`, data: tinyPng() } : { filename: `${k}.pdf`, data: tinyPdf(k) }));
}

const contacts = {
  chgNm: '이담당',
  chgEmail: 'manager@newbrand.co.kr',
  csOperatorNm: '박상담',
  csOperatorEmail: 'cs@newbrand.co.kr',
  sacOperatorNm: '최정산',
  sacOperatorEmail: 'tax@newbrand.co.kr',
};

/** A valid domestic application (the mobile still needs its SMS verification: see `verifyMobile`). */
export function domesticApplication(overrides: Record<string, unknown> = {}) {
  const mobile = randomMobile();
  return {
    bizGb: 'C',
    bizNo: randomBizNo(),
    supplyEntrNm: '(주)뉴브랜드',
    ownerNm: '김대표',
    bizKind: '의류',
    bizType: '도소매',
    bizZipNo: '04524',
    bizFixAddr: '서울특별시 중구 세종대로 110',
    bizDtlAddr: '3층',
    phone1: '02',
    phone2: '1234',
    phone3: '5678',
    fax1: '',
    fax2: '',
    fax3: '',
    homeUrl: 'https://newbrand.co.kr',
    ...contacts,
    chgHphone1: mobile.slice(0, 3),
    chgHphone2: mobile.slice(3, 7),
    chgHphone3: mobile.slice(7),
    csOperatorPhone1: '02',
    csOperatorPhone2: '1234',
    csOperatorPhone3: '5679',
    sacOperatorPhone1: '010',
    sacOperatorPhone2: '2222',
    sacOperatorPhone3: '3333',
    bankCd: '004',
    accountNm: '(주)뉴브랜드',
    accountNo: '12345678901234',
    mdNm: '김엠디',
    deptNm: '여성팀',
    mgrId: randomMgrId(),
    passwd: TEST_PASSWORD,
    passwdChk: TEST_PASSWORD,
    agreeYn: 'Y',
    agreeGenuineYn: 'N',
    pymagrmConfirmYn: 'Y',
    ntceYn: 'N',
    authTime: nextAuthTime(),
    authNo: '000000',
    bizNoChk: 'Y',
    idChk: 'Y',
    authChk: 'Y',
    accountChk: 'Y',
    fileKinds: DEFAULT_KINDS,
    ...overrides,
  };
}

/** A valid international application with an overseas bank. */
export function intlApplication(overrides: Record<string, unknown> = {}) {
  return {
    bizGb: 'F',
    bizNo: 'XXXX',
    supplyEntrNm: 'Nordic Knit AB',
    ownerNm: 'Erik Berg',
    bizKind: 'Knitwear',
    bizType: 'Wholesale',
    bizCountryCd: 'SE',
    bizCityNm: 'Stockholm',
    bizZipNo: '111 52',
    bizFixAddr: 'Drottninggatan 55',
    bizDtlAddr: '3 tr',
    phone1: '4687',
    phone2: '1234',
    phone3: '56',
    ...contacts,
    chgNm: 'Lena Berg',
    chgHphone: '46701234567',
    csOperatorPhone: '46701234567',
    sacOperatorPhone: '46701234568',
    bankCd: '200',
    bankNm: 'Nordea Bank',
    accountNm: 'Nordic Knit AB',
    accountNo: '30001234567',
    bankEnAddr: 'Smalandsgatan 17 Stockholm',
    swiftCd: 'NDEASESS',
    countryCd: 'SE',
    mgrId: randomMgrId(),
    passwd: TEST_PASSWORD,
    passwdChk: TEST_PASSWORD,
    agreeYn: 'Y',
    pymagrmConfirmYn: 'Y',
    ntceYn: 'Y',
    fileKinds: DEFAULT_KINDS,
    ...overrides,
  };
}

const phoneOf = (a: Record<string, unknown>) => ({ phone1: String(a.chgHphone1), phone2: String(a.chgHphone2), phone3: String(a.chgHphone3) });
const phonePath = (p: { phone1: string; phone2: string; phone3: string }) => `phone1/${p.phone1}/phone2/${p.phone2}/phone3/${p.phone3}`;

export const signupSendUrl = (p: { phone1: string; phone2: string; phone3: string }, authTime: string, gb: 'I' | 'U' = 'I') =>
  `/api/customer/supply/authPhoneNo/certification/${phonePath(p)}/authTime/${authTime}/authGb/${gb}`;
export const signupCheckUrl = (p: { phone1: string; phone2: string; phone3: string }, authTime: string, authNo: string) =>
  `/api/customer/supply/authPhoneNo/certificationCheck/${phonePath(p)}/authTime/${authTime}/authNo/${authNo}`;

/** Sends and checks the sign-up code of the application's mobile, as the form does; answers the application with its code. */
export async function verifyMobile<T extends Record<string, unknown>>(t: TestApp, app: T): Promise<T & { authNo: string }> {
  const authTime = String(app.authTime);
  const sent = await t.call({ url: signupSendUrl(phoneOf(app), authTime) });
  const authNo = sent.json<{ authNo: string }>().authNo;
  const checked = await t.call({ url: signupCheckUrl(phoneOf(app), authTime, authNo) });
  if (checked.json<{ resultCode: number }>().resultCode !== 1) throw new Error(`verification failed: ${checked.body}`);
  return { ...app, authNo };
}

export const submitPartnerJoin = (t: TestApp, json: unknown, files: FilePart[] = partnerFiles(), opts: { remoteAddress?: string; jsonAsBlob?: boolean } = {}) =>
  postMultipart(t, '/api/customer/supply/createPartnerJoin', { jsonName: 'partner', json, files, ...(opts.jsonAsBlob ? { jsonAsBlob: true } : {}) }, opts);

/** A verified domestic application, submitted: the reply and what was sent. */
export async function applyDomestic(t: TestApp, overrides: Record<string, unknown> = {}) {
  const json = await verifyMobile(t, domesticApplication(overrides));
  return { res: await submitPartnerJoin(t, json), json };
}

/** The terms an operator sets when approving an application (fee rate in percent, settlement day). */
export const APPROVAL_TERMS = { sellFeeRate: '10', settleDay: 20 };
