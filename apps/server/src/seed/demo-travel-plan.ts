import type { TTravelContinentCd, TTravelGradeCd } from '@po/contracts';

// The demo properties of travel01 (S000006): every status, several continents and grades, 2-4 rooms, windows of
// 3-6 months from the demo's today. Deterministic: prices follow the weekday, stock follows the room.

export const DEMO_TRAVEL_SUPPLY_ENTR_CD = 'S000006';

export interface DemoTravelRoom {
  roomNm: string;
  std: number;
  max: number;
  bed: string;
  /** The weekday (Sunday-Thursday) price; Friday and Saturday nights cost 30 % more. */
  price: number;
  stock: number;
}

export interface DemoTravelPlan {
  supplyProdCd: string;
  prodNm: string;
  status: '20' | '40' | '60' | '70' | '90';
  rejectReason?: string;
  continentCd: TTravelContinentCd;
  nationCd: string;
  gradeCd: TTravelGradeCd;
  baseAddr: string;
  months: number;
  rgb: [number, number, number];
  rooms: DemoTravelRoom[];
  /** Nights (days from the window's start) whose stock is all sold. */
  soldNights?: number[];
  /** A price change awaiting the operator: new list and selling prices. */
  priceChange?: [number, number];
}

const room = (roomNm: string, std: number, max: number, bed: string, price: number, stock: number): DemoTravelRoom => ({ roomNm, std, max, bed, price, stock });

export const DEMO_TRAVEL_PLANS: DemoTravelPlan[] = [
  {
    supplyProdCd: 'TS-JEJU-01',
    prodNm: '제주 오션 리조트',
    status: '90',
    continentCd: 'ASIA',
    nationCd: 'KR',
    gradeCd: '5',
    baseAddr: '제주특별자치도 서귀포시 중문관광로 72',
    months: 6,
    rgb: [60, 140, 200],
    rooms: [room('디럭스 더블', 2, 3, '더블', 180_000, 6), room('오션뷰 트윈', 2, 3, '트윈', 210_000, 4), room('패밀리 스위트', 4, 6, '킹+싱글', 390_000, 2)],
    soldNights: [4, 5, 11, 12],
    priceChange: [280_000, 190_000],
  },
  {
    supplyProdCd: 'TS-BUSAN-01',
    prodNm: '부산 해운대 비치 호텔',
    status: '90',
    continentCd: 'ASIA',
    nationCd: 'KR',
    gradeCd: '4',
    baseAddr: '부산광역시 해운대구 해운대해변로 264',
    months: 4,
    rgb: [40, 100, 160],
    rooms: [room('스탠다드 더블', 2, 2, '더블', 120_000, 8), room('디럭스 트윈', 2, 3, '트윈', 150_000, 5)],
    soldNights: [0, 1, 2],
  },
  {
    supplyProdCd: 'TS-TOKYO-01',
    prodNm: '도쿄 긴자 시티 호텔',
    status: '90',
    continentCd: 'ASIA',
    nationCd: 'JP',
    gradeCd: '3',
    baseAddr: '東京都中央区銀座 4-6-1',
    months: 3,
    rgb: [200, 60, 80],
    rooms: [room('세미 더블', 1, 2, '세미더블', 110_000, 10), room('트윈', 2, 2, '트윈', 140_000, 6)],
  },
  {
    supplyProdCd: 'TS-BALI-01',
    prodNm: '발리 우붓 풀빌라',
    status: '90',
    continentCd: 'ASIA',
    nationCd: 'ID',
    gradeCd: '5',
    baseAddr: 'Jl. Raya Sanggingan, Ubud, Bali',
    months: 5,
    rgb: [40, 150, 90],
    rooms: [
      room('가든 빌라', 2, 2, '킹', 260_000, 3),
      room('풀 빌라', 2, 3, '킹', 340_000, 3),
      room('투베드 풀빌라', 4, 5, '킹+트윈', 520_000, 2),
      room('레지던스', 6, 8, '킹×2+트윈', 780_000, 1),
    ],
  },
  {
    supplyProdCd: 'TS-PARIS-01',
    prodNm: '파리 마레 부티크 호텔',
    status: '40',
    continentCd: 'EUROPE',
    nationCd: 'FR',
    gradeCd: '4',
    baseAddr: '12 Rue de Turenne, 75004 Paris',
    months: 5,
    rgb: [150, 120, 200],
    rooms: [room('클래식 더블', 2, 2, '더블', 230_000, 4), room('주니어 스위트', 2, 3, '킹', 340_000, 2)],
  },
  {
    supplyProdCd: 'TS-BCN-01',
    prodNm: '바르셀로나 고딕 게스트하우스',
    status: '20',
    rejectReason: '객실 사진이 숙소와 다릅니다. 실제 객실 사진으로 바꿔 주세요.',
    continentCd: 'EUROPE',
    nationCd: 'ES',
    gradeCd: 'ETC',
    baseAddr: 'Carrer de Ferran 24, 08002 Barcelona',
    months: 3,
    rgb: [220, 160, 60],
    rooms: [room('싱글 룸', 1, 1, '싱글', 70_000, 4), room('더블 룸', 2, 2, '더블', 95_000, 4)],
  },
  {
    supplyProdCd: 'TS-HAWAII-01',
    prodNm: '하와이 와이키키 리조트',
    status: '60',
    continentCd: 'NORTH_AMERICA',
    nationCd: 'US',
    gradeCd: '5',
    baseAddr: '2259 Kalakaua Ave, Honolulu, HI',
    months: 4,
    rgb: [30, 170, 190],
    rooms: [room('시티뷰 킹', 2, 2, '킹', 320_000, 0), room('오션프런트', 2, 3, '킹', 450_000, 0), room('패밀리 룸', 4, 5, '퀸×2', 520_000, 0)],
  },
  {
    supplyProdCd: 'TS-SYD-01',
    prodNm: '시드니 하버 호텔',
    status: '70',
    continentCd: 'OCEANIA',
    nationCd: 'AU',
    gradeCd: '4',
    baseAddr: '7 Hickson Rd, The Rocks NSW 2000',
    months: 3,
    rgb: [90, 90, 160],
    rooms: [room('하버뷰 더블', 2, 2, '더블', 280_000, 5), room('코너 스위트', 2, 4, '킹', 410_000, 2)],
  },
];
