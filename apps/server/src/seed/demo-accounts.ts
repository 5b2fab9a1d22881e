import type { AccountSpec } from './create-account.ts';

/** The demo accounts `npm start` prints (dev and test profiles); all share DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Fashion#2026';

export interface DemoAccount {
  mgrId: string;
  description: string;
}

const DAY = 24 * 60 * 60 * 1000;

/** Account specs relative to the seeding moment, so "changed over 90 days ago" stays true. */
export function demoAccountSpecs(now: Date): (AccountSpec & { description: string })[] {
  const fresh = new Date(now.getTime() - 10 * DAY);
  const base = { password: DEMO_PASSWORD, passwdChangedAt: fresh };
  const fashion = { supplyEntrCd: 'S000001', supplyEntrNm: '(주)모던패션', ownerNm: '김민준', bizNo: '1248100998', phone: '0215881234' };
  return [
    { ...base, mgrId: 'partner01', mgrNm: '이서연', company: fashion, phones: ['01012345678'], description: 'domestic seller, all agreements: SMS -> /home' },
    {
      ...base,
      mgrId: 'partner02',
      mgrNm: '박지훈',
      company: { supplyEntrCd: 'S000002', supplyEntrNm: '(주)어반스타일', ownerNm: '박도윤', bizNo: '2208162517', agreements: 'N' },
      phones: ['01023456789'],
      description: 'agreements missing: SMS -> /Necessary',
    },
    {
      ...base,
      mgrId: 'partner03',
      mgrNm: '최하은',
      company: { supplyEntrCd: 'S000003', supplyEntrNm: '슈즈갤러리', ownerNm: '최서준', bizGb: 'P', bizNo: '1208147521' },
      phones: [],
      description: 'no auth phone: add-phone popup',
    },
    {
      ...base,
      mgrId: 'expired01',
      mgrNm: '정예준',
      company: fashion,
      phones: ['01034567890'],
      passwdChangedAt: new Date(now.getTime() - 120 * DAY),
      description: 'password over 90 days old: change popup',
    },
    { ...base, mgrId: 'init01', mgrNm: '강지우', company: fashion, phones: ['01045678901'], passwdInitial: true, description: 'reset password: change popup' },
    { ...base, mgrId: 'master01', mgrNm: '마스터', isMaster: true, roleCd: 'admin', description: 'master, allowed IP: choose a seller, view-only' },
    { ...base, mgrId: 'admin01', mgrNm: '운영자', roleCd: 'admin', phones: ['01090000001'], description: 'operator (admin): SMS -> every menu' },
    {
      ...base,
      mgrId: 'global01',
      mgrNm: 'Emma Wilson',
      company: {
        supplyEntrCd: 'S000004',
        supplyEntrNm: 'Nordic Wear Ltd.',
        ownerNm: 'Oliver Smith',
        bizGb: 'F',
        bizNo: 'XXXX',
        entrType: 'G',
        phone: '35891234500',
        address: { bizCountryCd: 'FI', bizCityNm: 'Helsinki', zipNo: '00100', fixAddr: 'Mannerheimintie 12', dtlAddr: '4th floor' },
        // International numbers (Finland), stored as an approved overseas application stores them.
        contacts: {
          chgNm: 'Emma Lind',
          chgHphone: '358401234567',
          chgEmail: 'emma@nordicwear.fi',
          csOperatorNm: 'Aino Virta',
          csOperatorPhone: '35891234567',
          csOperatorEmail: 'cs@nordicwear.fi',
          sacOperatorNm: 'Mikko Salo',
          sacOperatorPhone: '358912345678',
          sacOperatorEmail: 'finance@nordicwear.fi',
        },
      },
      description: 'overseas seller (G): no SMS -> /home',
    },
    { ...base, mgrId: 'monitor01', mgrNm: '모니터링', company: fashion, isEcMonitor: true, description: 'EC monitor, search-only: no SMS -> /home' },
    {
      ...base,
      mgrId: 'market01',
      mgrNm: '윤시우',
      company: { supplyEntrCd: 'S000005', supplyEntrNm: '오픈마켓컴퍼니', ownerNm: '윤하준', bizNo: '1078155843', entrType: 'O' },
      phones: ['01056789012'],
      description: 'open-market seller (O): SMS -> /home',
    },
    {
      ...base,
      mgrId: 'travel01',
      mgrNm: '한유나',
      company: { supplyEntrCd: 'S000006', supplyEntrNm: '(주)트래블스테이', ownerNm: '한지호', bizNo: '1138621886' },
      managerRoles: ['190'],
      phones: ['01067890123'],
      description: 'travel-only seller (190): SMS -> travel menus',
    },
  ];
}

export const DEMO_ACCOUNTS: DemoAccount[] = demoAccountSpecs(new Date()).map((a) => ({ mgrId: a.mgrId, description: a.description }));
