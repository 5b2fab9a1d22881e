import type { TBrandRequestSaveRequest, TDeliveryLocSaveRequest } from '@po/contracts';
import type { Services } from '@/services.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { actingAs, site } from './demo-settings.ts';

type Outcome = 'approve' | 'await' | { reject: string };
interface DemoBrand {
  brandNm: string;
  brandEnm: string;
  md: string;
  fees: [deliveryFee: number, minOrdAmt: number];
  outcome: Outcome;
  reason: string;
}

interface DemoBrandSeller {
  session: SessionContext;
  /** A shipping site to create first, for sellers the settings demo gave none. */
  site?: TDeliveryLocSaveRequest;
  brands: DemoBrand[];
}

const SELLERS: DemoBrandSeller[] = [
  {
    session: actingAs('partner01', '이서연', 'S000001'),
    brands: [
      { brandNm: '모던패션', brandEnm: 'MODERN FASHION', md: 'MD01', fees: [3000, 50000], outcome: 'approve', reason: '자사 대표 브랜드 입점' },
      { brandNm: '모던 데님', brandEnm: 'Modern Denim', md: 'MD02', fees: [3000, 70000], outcome: 'approve', reason: '데님 라인 분리 운영' },
      { brandNm: '모던 키즈', brandEnm: 'Modern Kids', md: 'MD01', fees: [2500, 30000], outcome: 'await', reason: '아동복 신규 라인 출시' },
      {
        brandNm: '엠에프 스튜디오',
        brandEnm: 'MF Studio',
        md: 'MD03',
        fees: [3000, 50000],
        outcome: { reject: '상표권 등록증을 확인할 수 없습니다. 상표 출원번호와 함께 다시 요청해 주세요.' },
        reason: '잡화 라인 신규 브랜드',
      },
    ],
  },
  {
    session: actingAs('partner02', '박지훈', 'S000002'),
    brands: [
      { brandNm: '어반스타일', brandEnm: 'URBAN STYLE', md: 'MD02', fees: [3000, 50000], outcome: 'approve', reason: '자사 대표 브랜드 입점' },
      { brandNm: '어반 애슬레저', brandEnm: 'Urban Athleisure', md: 'MD04', fees: [3500, 60000], outcome: 'await', reason: '애슬레저 라인 신규 출시' },
    ],
  },
  {
    session: actingAs('partner03', '최하은', 'S000003'),
    site: site('슈즈갤러리 성수 창고', '04', '04781', '서울특별시 성동구 연무장길 45', '지하 1층', ['02', '462', '3300']),
    brands: [
      { brandNm: '갤러리 슈즈', brandEnm: 'Gallery Shoes', md: 'MD03', fees: [3000, 50000], outcome: 'approve', reason: '수제화 자체 브랜드 입점' },
      { brandNm: '갤러리 백', brandEnm: 'Gallery Bag', md: 'MD03', fees: [3000, 50000], outcome: 'approve', reason: '가방 라인 분리 운영' },
      { brandNm: '갤러리 키즈', brandEnm: 'Gallery Kids', md: 'MD03', fees: [2500, 30000], outcome: 'await', reason: '아동화 신규 라인 출시' },
    ],
  },
  {
    session: actingAs('global01', 'Emma Wilson', 'S000004'),
    site: site('인천 보세창고', '04', '22382', '인천광역시 중구 공항동로 296', '화물터미널 A동', ['032', '740', '2000']),
    brands: [
      { brandNm: '노스 앤 코', brandEnm: 'North & Co.', md: 'MD06', fees: [5000, 100000], outcome: 'approve', reason: 'Official distributor in Korea' },
      { brandNm: '브릭레인', brandEnm: 'Brick Lane', md: 'MD06', fees: [5000, 100000], outcome: 'await', reason: 'New label from London' },
    ],
  },
  {
    session: actingAs('market01', '윤시우', 'S000005'),
    site: site('오픈마켓 물류센터', '04', '14557', '경기도 부천시 원미구 길주로 1', '지하 1층', ['032', '320', '1000']),
    brands: [
      { brandNm: '데일리룩', brandEnm: 'Daily Look', md: 'MD05', fees: [2500, 30000], outcome: 'approve', reason: '생활 패션 자체 브랜드' },
      { brandNm: '베이직 하우스', brandEnm: 'Basic House', md: 'MD05', fees: [2500, 30000], outcome: 'await', reason: '기본 라인 브랜드 추가' },
    ],
  },
  {
    session: actingAs('travel01', '한유나', 'S000006'),
    site: site('트래블스테이 본사', '04', '04524', '서울특별시 중구 세종대로 110', '12층', ['02', '3700', '1000']),
    brands: [
      { brandNm: '트래블스테이', brandEnm: 'TRAVEL STAY', md: 'MD07', fees: [0, 0], outcome: 'approve', reason: '숙박 상품 대표 브랜드' },
      { brandNm: '스테이 제주', brandEnm: 'Stay Jeju', md: 'MD07', fees: [0, 0], outcome: 'await', reason: '제주 숙소 전용 브랜드' },
    ],
  },
];

/** Approved, pending and rejected brands of the demo sellers, decided by the demo operator as the MD. */
export async function seedDemoBrands(services: Services): Promise<void> {
  const md = actingAs('admin01', '운영자', null);
  for (const s of SELLERS) {
    const deliveryLocCd = s.site ? (await services.sites.createSite({ session: s.session, body: s.site })).deliveryLocCd : 'DL0001';
    const { sellFeeRate } = await services.brands.getRequestDefaults({ session: s.session });
    for (const b of s.brands) {
      const body: TBrandRequestSaveRequest = {
        brandNm: b.brandNm,
        brandEnm: b.brandEnm,
        deliveryLocCd,
        sellFeeRate,
        deliveryFee: b.fees[0],
        minOrdAmt: b.fees[1],
        jejuDeliveryFee: b.fees[0] === 0 ? 0 : 3000,
        islandDeliveryFee: b.fees[0] === 0 ? 0 : 5000,
        rtrnDlcst: b.fees[0] === 0 ? 0 : 3000,
        exchDlcst: b.fees[0] === 0 ? 0 : 6000,
        chargeMdCd: b.md,
        rqstReason: b.reason,
        dupConfirmYn: 'N',
      };
      const { brandRgsrRqstSeq } = await services.brands.createBrandRequest({ session: s.session, body });
      const key = { session: md, supplyEntrCd: s.session.supplyEntrCd ?? '', brandRgsrRqstSeq };
      if (b.outcome === 'approve') await services.brandReview.approve(key);
      else if (b.outcome !== 'await') await services.brandReview.reject({ ...key, rejectReason: b.outcome.reject });
    }
  }
}
