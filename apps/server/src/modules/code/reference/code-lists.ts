import { BRAND_CODE_GROUPS, CODE_GROUPS, DELIVERY_CODE_GROUPS, EMAIL_DIRECT_INPUT, OVERSEAS_BANK_CODE } from '@po/contracts';
import { COUNTRIES } from './countries.ts';

/** One reference code: [code, Korean name, English name, attrC1]. */
type Entry = readonly [code: string, ko: string, en: string, attrC1?: string];

/** Domestic banks carry attrC1 'Y' (the sign-up form keeps only those); codes are the KFTC bank codes. */
const BANKS: Entry[] = [
  ['002', 'KDB산업은행', 'Korea Development Bank', 'Y'],
  ['003', 'IBK기업은행', 'IBK Industrial Bank of Korea', 'Y'],
  ['004', 'KB국민은행', 'KB Kookmin Bank', 'Y'],
  ['007', '수협은행', 'Suhyup Bank', 'Y'],
  ['011', 'NH농협은행', 'NH NongHyup Bank', 'Y'],
  ['012', '지역농·축협', 'Local NongHyup', 'Y'],
  ['020', '우리은행', 'Woori Bank', 'Y'],
  ['023', 'SC제일은행', 'Standard Chartered Bank Korea', 'Y'],
  ['027', '한국씨티은행', 'Citibank Korea', 'Y'],
  ['031', 'iM뱅크', 'iM Bank', 'Y'],
  ['032', '부산은행', 'Busan Bank', 'Y'],
  ['034', '광주은행', 'Kwangju Bank', 'Y'],
  ['035', '제주은행', 'Jeju Bank', 'Y'],
  ['037', '전북은행', 'Jeonbuk Bank', 'Y'],
  ['039', '경남은행', 'Kyongnam Bank', 'Y'],
  ['045', '새마을금고', 'MG Community Credit Cooperatives', 'Y'],
  ['048', '신협', 'Credit Union (Shinhyup)', 'Y'],
  ['050', '저축은행', 'Savings Bank', 'Y'],
  ['064', '산림조합', 'National Forestry Cooperatives', 'Y'],
  ['071', '우체국', 'Korea Post', 'Y'],
  ['081', '하나은행', 'Hana Bank', 'Y'],
  ['088', '신한은행', 'Shinhan Bank', 'Y'],
  ['089', '케이뱅크', 'K Bank', 'Y'],
  ['090', '카카오뱅크', 'Kakao Bank', 'Y'],
  ['092', '토스뱅크', 'Toss Bank', 'Y'],
  // Branches of foreign banks in Korea: listed, but not domestic (the payment pledge refuses them).
  ['054', 'HSBC은행', 'HSBC Korea'],
  ['055', '도이치은행', 'Deutsche Bank Korea'],
  ['057', 'JP모간체이스은행', 'JPMorgan Chase Bank Korea'],
  ['060', 'BOA은행', 'Bank of America Korea'],
  ['062', '중국공상은행', 'ICBC Korea'],
  [OVERSEAS_BANK_CODE, '해외은행', 'Overseas bank'],
];

const MOBILE_PREFIXES: Entry[] = ['010', '011', '016', '017', '018', '019'].map((p) => [p, p, p] as const);

const PHONE_PREFIXES: Entry[] = [
  ['02', '02 (서울)', '02 (Seoul)'],
  ['031', '031 (경기)', '031 (Gyeonggi)'],
  ['032', '032 (인천)', '032 (Incheon)'],
  ['033', '033 (강원)', '033 (Gangwon)'],
  ['041', '041 (충남)', '041 (South Chungcheong)'],
  ['042', '042 (대전)', '042 (Daejeon)'],
  ['043', '043 (충북)', '043 (North Chungcheong)'],
  ['044', '044 (세종)', '044 (Sejong)'],
  ['051', '051 (부산)', '051 (Busan)'],
  ['052', '052 (울산)', '052 (Ulsan)'],
  ['053', '053 (대구)', '053 (Daegu)'],
  ['054', '054 (경북)', '054 (North Gyeongsang)'],
  ['055', '055 (경남)', '055 (South Gyeongsang)'],
  ['061', '061 (전남)', '061 (South Jeolla)'],
  ['062', '062 (광주)', '062 (Gwangju)'],
  ['063', '063 (전북)', '063 (North Jeolla)'],
  ['064', '064 (제주)', '064 (Jeju)'],
  ['070', '070 (인터넷전화)', '070 (VoIP)'],
  ['010', '010 (휴대전화)', '010 (mobile)'],
];

const EMAIL_DOMAINS: Entry[] = [
  ...['naver.com', 'daum.net', 'hanmail.net', 'gmail.com', 'nate.com', 'kakao.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'].map(
    (d) => [d, d, d] as const,
  ),
  [EMAIL_DIRECT_INPUT, '직접입력', 'Enter directly'],
];

/**
 * Carriers (택배사). Codes are the delivery-tracking codes Korean malls commonly exchange with tracking
 * services (Sweet Tracker numbering), so a tracking integration needs no mapping; attrC1 'I' marks the
 * international carriers an overseas shipping site may use.
 */
const CARRIERS: Entry[] = [
  ['04', 'CJ대한통운', 'CJ Logistics'],
  ['08', '롯데택배', 'Lotte Global Logistics'],
  ['05', '한진택배', 'Hanjin Express'],
  ['01', '우체국택배', 'Korea Post (parcel)'],
  ['06', '로젠택배', 'Logen'],
  ['23', '경동택배', 'Kyungdong Express'],
  ['22', '대신택배', 'Daesin Logistics'],
  ['11', '일양로지스', 'Ilyang Logis'],
  ['32', '합동택배', 'Hapdong Express'],
  ['17', '천일택배', 'Chunil Express'],
  ['18', '건영택배', 'Kunyoung Express'],
  ['46', 'CU편의점택배', 'CU convenience-store parcel'],
  ['24', 'GS Postbox 택배', 'GS Postbox (convenience-store parcel)'],
  ['16', '한의사랑택배', 'Hanuisarang Express'],
  ['20', '한덕택배', 'Handuk Express'],
  ['53', '농협택배', 'NongHyup Parcel'],
  ['54', '홈픽택배', 'Homepick'],
  ['12', 'EMS', 'EMS', 'I'],
  ['13', 'DHL', 'DHL', 'I'],
  ['14', 'UPS', 'UPS', 'I'],
  ['21', 'FedEx', 'FedEx', 'I'],
];

/**
 * The mall's merchandisers (MD) a brand request is addressed to, by category. The MDs are the mall's staff
 * (another system); this list stands in for its directory until that is connected.
 */
const CHARGE_MDS: Entry[] = [
  ['MD01', '김지은 (여성의류)', 'Kim Ji-eun (womenswear)'],
  ['MD02', '박준호 (남성의류)', 'Park Jun-ho (menswear)'],
  ['MD03', '이수민 (잡화·슈즈)', 'Lee Su-min (accessories, shoes)'],
  ['MD04', '최현우 (스포츠·아웃도어)', 'Choi Hyun-woo (sports, outdoor)'],
  ['MD05', '정다은 (뷰티·라이프)', 'Jung Da-eun (beauty, living)'],
  ['MD06', '한서준 (해외 명품)', 'Han Seo-jun (overseas luxury)'],
  ['MD07', '윤하늘 (여행·숙박)', 'Yoon Ha-neul (travel, stays)'],
];

const COUNTRY_CODES: Entry[] = COUNTRIES.map(([code, ko, en]) => [code, ko, en] as const);

/**
 * The reference lists every installation has (prod included); synchronised at start. The task
 * allowed-IP list (P115) is installation data, not reference data: operators keep it.
 */
export const REFERENCE_CODES: Record<string, readonly Entry[]> = {
  [CODE_GROUPS.mobilePrefix]: MOBILE_PREFIXES,
  [CODE_GROUPS.phonePrefix]: PHONE_PREFIXES,
  [CODE_GROUPS.bank]: BANKS,
  [CODE_GROUPS.emailDomain]: EMAIL_DOMAINS,
  [CODE_GROUPS.country]: COUNTRY_CODES,
  [DELIVERY_CODE_GROUPS.carrier]: CARRIERS,
  [BRAND_CODE_GROUPS.chargeMd]: CHARGE_MDS,
};
