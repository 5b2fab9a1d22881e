import type { TDeliveryLocSaveRequest, TDeliveryPolicySaveRequest, TGoodsFlowSaveRequest } from '@po/contracts';
import type { Services } from '@/services.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { seoulYear } from '@/platform/time/seoul-date.ts';

/** The seller session a demo step acts as (the same services the screens call, so every rule holds). */
export const actingAs = (mgrId: string, loginNm: string, supplyEntrCd: string | null): SessionContext => ({
  idHash: `demo-seed-${mgrId}`,
  mgrId,
  state: 'active',
  supplyEntrCd,
  data: { loginNm, roles: supplyEntrCd ? ['30'] : ['admin'], isMaster: false },
});

export const site = (nm: string, carrier: string, zip: string, addr: string, dtl: string, phone: [string, string, string]): TDeliveryLocSaveRequest => ({
  deliveryLocNm: nm,
  deliveryEntrCd: carrier,
  deliveryLocPhone1: phone[0],
  deliveryLocPhone2: phone[1],
  deliveryLocPhone3: phone[2],
  deliveryLocZip: zip,
  deliveryLocAddr: addr,
  deliveryLocDtlAddr: dtl,
  returnSameYn: 'Y',
  frcnDyplYn: 'N',
  useYn: 'Y',
});

const contract = (contractNo: string, custNo: string, mdNm: string, base: number): TGoodsFlowSaveRequest => ({
  contractNo,
  contractCustNo: custNo,
  fareType: '01',
  mdNm,
  boxFares: [
    { boxSize: 'S', shscFare: base, bhFare: base + 1000, rtFare: base },
    { boxSize: 'M', shscFare: base + 500, bhFare: base + 1500, rtFare: base + 500 },
    { boxSize: 'L', shscFare: base + 1500, bhFare: base + 2500, rtFare: base + 1500 },
  ],
});

const policy = (
  titl: string,
  type: '01' | '02' | '03',
  dlcst: number,
  threshold: number,
  year: number,
  o: Partial<TDeliveryPolicySaveRequest> = {},
): TDeliveryPolicySaveRequest => ({
  dlcstPlcyTitl: titl,
  plcyTypeCd: '01',
  strtDt: `${year}-01-01`,
  endDt: `${year + 1}-12-31`,
  dlcstTypeCd: type,
  dlcst,
  dlcstLevyStdrAmt: threshold,
  inmnDlcst: 5000,
  jejuDlcst: 3000,
  rtrnDlcst: 3000,
  exchDlcst: 6000,
  useYn: 'Y',
  ...o,
});

interface DemoSeller {
  session: SessionContext;
  /** The e-mail domain of all three contacts, and the CS and settlement contact names. */
  contacts: { chgNm: string; email: string; cs: string; sac: string };
  holder: string;
  sites: { body: TDeliveryLocSaveRequest; contract: TGoodsFlowSaveRequest; decision: 'approve' | 'await' | 'reject' }[];
}

const SELLERS: DemoSeller[] = [
  {
    session: actingAs('partner01', '이서연', 'S000001'),
    contacts: { chgNm: '이서연', email: 'modernfashion.co.kr', cs: '고객지원팀', sac: '정산담당' },
    holder: '(주)모던패션',
    sites: [
      {
        body: site('성수 물류센터', '04', '04790', '서울특별시 성동구 성수이로 113', '3층 출고장', ['02', '1588', '1234']),
        contract: contract('CJ-2401001', '30012345', '김담당', 3000),
        decision: 'approve',
      },
      {
        body: site('김포 반품센터', '08', '10048', '경기도 김포시 고촌읍 아라육로 40', 'B동 2층', ['031', '985', '1200']),
        contract: contract('LT-2402017', '77001234', '박담당', 2800),
        decision: 'await',
      },
      {
        body: site('부산 출고지', '05', '48059', '부산광역시 해운대구 센텀중앙로 79', '1층', ['051', '740', '1000']),
        contract: contract('HJ-2403002', '55007788', '최담당', 3200),
        decision: 'reject',
      },
    ],
  },
  {
    session: actingAs('partner02', '박지훈', 'S000002'),
    contacts: { chgNm: '박지훈', email: 'urbanstyle.kr', cs: 'CS센터', sac: '회계팀' },
    holder: '(주)어반스타일',
    sites: [
      {
        body: site('용인 통합물류센터', '04', '17023', '경기도 용인시 처인구 백암면 덕평로 82', '2센터', ['031', '333', '4000']),
        contract: contract('CJ-2405120', '30098765', '정담당', 2900),
        decision: 'approve',
      },
      {
        body: site('인천 반품지', '06', '21999', '인천광역시 연수구 송도과학로 32', '물류동 5층', ['032', '850', '7000']),
        contract: contract('LG-2406033', '61002233', '한담당', 2700),
        decision: 'await',
      },
    ],
  },
];

/** Contacts, a settlement account, shipping sites with goods-flow contracts and delivery-fee policies of each type. */
export async function seedDemoSettings(services: Services, now: Date): Promise<void> {
  const operator = actingAs('admin01', '운영자', null);
  const year = seoulYear(now);
  for (const s of SELLERS) {
    const c = s.contacts;
    const domain = c.email;
    await services.account.updateAccount({
      session: s.session,
      body: {
        chgNm: c.chgNm,
        chgHphone1: '010',
        chgHphone2: '1234',
        chgHphone3: '5678',
        chgEmail1: 'partner',
        chgEmail2: domain,
        csOperatorNm: c.cs,
        csOperatorPhone1: '02',
        csOperatorPhone2: '1588',
        csOperatorPhone3: '1234',
        csOperatorEmail1: 'cs',
        csOperatorEmail2: domain,
        sacOperatorNm: c.sac,
        sacOperatorPhone1: '02',
        sacOperatorPhone2: '2000',
        sacOperatorPhone3: '3000',
        sacOperatorEmail1: 'tax',
        sacOperatorEmail2: domain,
        ntceYn: 'Y',
      },
    });
    await services.bankAccount.updateBankAccount({ session: s.session, body: { bankCd: '088', accountNm: s.holder, accountNo: '140012345678' } });
    for (const x of s.sites) {
      const { deliveryLocCd } = await services.sites.createSite({ session: s.session, body: x.body });
      await services.goodsFlow.registerContract({ session: s.session, deliveryLocCd, body: x.contract });
      await services.goodsFlow.requestApproval({ session: s.session, deliveryLocCd });
      const key = { session: operator, supplyEntrCd: s.session.supplyEntrCd ?? '', deliveryLocCd };
      if (x.decision === 'approve') await services.goodsFlowReview.approve(key);
      if (x.decision === 'reject')
        await services.goodsFlowReview.reject({ ...key, rejectReason: '계약코드와 고객번호가 택배사 등록 정보와 다릅니다.', renewDt: null });
    }
    await services.policies.createPolicy({ session: s.session, body: policy('전 상품 무료배송', '01', 0, 0, year) });
    const paid = await services.policies.createPolicy({ session: s.session, body: policy('기본 유료배송', '02', 2500, 0, year) });
    await services.policies.updatePolicy({ session: s.session, dlcstPlcyCd: paid.dlcstPlcyCd, body: policy('기본 유료배송', '02', 3000, 0, year) });
    await services.policies.createPolicy({ session: s.session, body: policy('5만원 이상 무료배송', '03', 3000, 50000, year) });
    await services.policies.createPolicy({
      session: s.session,
      body: policy('내년 조건부 무료배송', '03', 3500, 70000, year + 1, { endDt: `${year + 1}-12-31`, plcyTypeCd: '02' }),
    });
  }
}
