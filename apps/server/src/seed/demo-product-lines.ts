// What each demo brand sells: category subtrees of the standard tree, with the materials and style words its
// product names are made of and its price range. A name reads "<style> <material> <leaf category>", e.g.
// "오버핏 울 블렌드 트렌치코트", so a product's name always agrees with its category.

export interface ProductLine {
  /** Subtrees of the standard category tree; a product takes one of their leaves. */
  categories: readonly string[];
  sex: 'M' | 'F' | 'U';
  /** List price range in thousands of won. */
  price: readonly [min: number, max: number];
  materials: readonly string[];
  styles: readonly string[];
}

export interface CatalogBrand {
  /** The approved demo brand (demo-brands.ts) this catalogue belongs to. */
  brandNm: string;
  /** The seller's product code prefix. */
  prefix: string;
  /** Weight of the brand among the seller's products. */
  share: number;
  makeNm: string;
  countries: readonly string[];
  importationGb: '01' | '02' | '03' | '04';
  lines: readonly ProductLine[];
}

const line = (categories: string[], sex: ProductLine['sex'], price: [number, number], materials: string[], styles: string[]): ProductLine => ({
  categories,
  sex,
  price,
  materials,
  styles,
});

const WOMEN_OUTER = line(
  ['100101', '100102', '100104'],
  'F',
  [129, 590],
  ['울 블렌드', '캐시미어 혼방', '트위드', '알파카 혼방', '코튼 개버딘', '울 멜톤'],
  ['오버핏', '더블 브레스티드', '싱글', '벨티드', '노카라', '크롭', '핸드메이드', '롱'],
);
const WOMEN_TOPS = line(
  ['100204', '100202', '100203'],
  'F',
  [49, 189],
  ['메리노 울', '캐시미어', '코튼', '실크 블렌드', '린넨', '모달'],
  ['라운드넥', '브이넥', '케이블', '리본 타이', '셔링', '퍼프 소매', '루즈핏'],
);
const WOMEN_DRESSES = line(
  ['1003', '100401', '100402', '100403', '100404'],
  'F',
  [69, 259],
  ['플로럴 쉬폰', '새틴', '트위드', '코튼 포플린', '저지', '린넨'],
  ['랩', '플리츠', 'A라인', '머메이드', '셔링', '슬릿', '벨티드'],
);
const WOMEN_SLACKS = line(
  ['100501', '100503'],
  'F',
  [59, 169],
  ['울 블렌드', '린넨 혼방', '폴리 트윌', '코튼'],
  ['세미 와이드', '원턱', '하이웨이스트', '스트레이트', '부츠컷'],
);
const DENIM = ['워싱 데님', '생지 데님', '블랙 데님', '스트레치 데님', '빈티지 데님'];
const DENIM_FITS = ['스트레이트', '부츠컷', '와이드', '슬림', '크롭', '배기', '세미 와이드'];
const CASUAL = ['캔버스', '레더', '스웨이드', '메쉬', '코튼', '나일론'];

/** The demo catalogue by seller: each approved demo brand with the lines it sells. */
export const CATALOG_BRANDS: Record<string, readonly CatalogBrand[]> = {
  S000001: [
    {
      brandNm: '모던패션',
      prefix: 'MF',
      share: 3,
      makeNm: '(주)모던패션',
      countries: ['KR', 'KR', 'KR', 'CN', 'VN'],
      importationGb: '01',
      lines: [WOMEN_OUTER, WOMEN_TOPS, WOMEN_DRESSES, WOMEN_SLACKS],
    },
    {
      brandNm: '모던 데님',
      prefix: 'MD',
      share: 1,
      makeNm: '(주)모던패션',
      countries: ['KR', 'CN', 'VN'],
      importationGb: '01',
      lines: [line(['100502', '100405', '10010204'], 'F', [59, 189], DENIM, DENIM_FITS), line(['110302', '11010203'], 'M', [69, 199], DENIM, DENIM_FITS)],
    },
  ],
  S000002: [
    {
      brandNm: '어반스타일',
      prefix: 'US',
      share: 1,
      makeNm: '(주)어반스타일',
      countries: ['KR', 'CN', 'VN', 'BD'],
      importationGb: '01',
      lines: [
        line(['1101'], 'M', [99, 399], ['나일론', '코튼 트윌', '구스 다운', '플리스', '스웨이드'], ['오버핏', '후드', '스탠드넥', '라이트', '리버서블']),
        line(
          ['1102'],
          'M',
          [29, 129],
          ['코튼', '헤비 코튼', '피케', '옥스퍼드', '와플'],
          ['오버핏', '로고 자수', '스트라이프', '그래픽', '베이직', '릴렉스드'],
        ),
        line(['1103'], 'M', [49, 149], ['코튼 트윌', '나일론', '데님', '코듀로이'], ['와이드', '카고', '테이퍼드', '밴딩', '스트레이트']),
        line(['1203', '140201', '140202'], 'U', [39, 169], CASUAL, ['클래식', '로우', '청키', '데일리', '로고']),
      ],
    },
  ],
  S000003: [
    {
      brandNm: '갤러리 슈즈',
      prefix: 'GS',
      share: 2,
      makeNm: '슈즈갤러리',
      countries: ['KR', 'KR', 'CN', 'IT'],
      importationGb: '01',
      lines: [
        line(
          ['1201'],
          'F',
          [59, 329],
          ['소가죽', '스웨이드', '페이턴트', '니트', '양가죽'],
          ['스퀘어토', '포인티드', '스트랩', '메리제인', '굽 5cm', '굽 3cm', '청키'],
        ),
        line(['1202'], 'M', [89, 349], ['소가죽', '스웨이드', '카프스킨', '코도반'], ['클래식', '윙팁', '플레인토', '페니', '태슬']),
        line(['1203', '1204'], 'U', [39, 169], CASUAL, ['클래식', '로우', '청키', '데일리', '쿠션']),
      ],
    },
    {
      brandNm: '갤러리 백',
      prefix: 'GB',
      share: 1,
      makeNm: '슈즈갤러리',
      countries: ['KR', 'CN', 'IT'],
      importationGb: '01',
      lines: [
        line(['1301', '1302'], 'U', [59, 459], ['소가죽', '나일론', '캔버스', '비건 레더', '양가죽'], ['미니', '스퀘어', '하프문', '버클', '퀼팅', '체인']),
      ],
    },
  ],
  S000004: [
    {
      brandNm: '노스 앤 코',
      prefix: 'NC',
      share: 1,
      makeNm: 'North & Co. Oy',
      countries: ['FI', 'SE', 'NO', 'DK', 'PT'],
      importationGb: '04',
      lines: [
        line(
          ['110103', '16010101'],
          'M',
          [189, 690],
          ['구스 다운', '고어텍스', '소프트쉘', '리사이클 나일론', '울 혼방'],
          ['후드', '경량', '롱', '3레이어', '패커블'],
        ),
        line(['110203'], 'M', [129, 389], ['메리노 울', '램스울', '알파카', '캐시미어'], ['노르딕 패턴', '케이블', '하프집', '크루넥']),
        line(['100204'], 'F', [129, 389], ['메리노 울', '램스울', '알파카', '캐시미어'], ['노르딕 패턴', '케이블', '크롭', '터틀넥']),
        line(['1404', '1405', '140203'], 'U', [29, 129], ['메리노 울', '램스울', '캐시미어', '알파카'], ['노르딕', '솔리드', '체크', '리브']),
      ],
    },
  ],
  S000005: [
    {
      brandNm: '데일리룩',
      prefix: 'DL',
      share: 1,
      makeNm: '오픈마켓컴퍼니',
      countries: ['KR', 'CN', 'VN', 'BD'],
      importationGb: '01',
      lines: [
        line(['100201'], 'F', [9, 39], ['코튼', '면 100%', '텐셀', '모달', '슬럽 코튼'], ['베이직', '오버핏', '크롭', '라운드넥', '브이넥', '스트라이프']),
        line(['110201'], 'M', [12, 45], ['코튼', '헤비 코튼', '피케', '쿨맥스'], ['베이직', '오버핏', '레터링', '헨리넥', '포켓']),
        line(
          ['100505', '100504', '1803'],
          'F',
          [12, 59],
          ['스판', '모달', '기모', '면 스판', '와플'],
          ['하이웨이스트', '밴딩', '데일리', '기모 안감', '루즈핏'],
        ),
        line(['140601', '130401'], 'U', [5, 29], ['코튼', '캔버스', '면 혼방'], ['3족 세트', '데일리', '로고', '무지', '스트라이프']),
      ],
    },
  ],
};

/** What a product is, read from its category: it decides the option axes, the notice type and the picture. */
export type ProductKind = 'clothing' | 'bottoms' | 'shoes' | 'bags' | 'accessories';

const KIND_PREFIXES: [ProductKind, string[]][] = [
  ['shoes', ['12', '160102', '160202', '1702']],
  ['bags', ['13', '160103', '160203']],
  ['accessories', ['14']],
  ['bottoms', ['1004', '1005', '1103', '100405', '100702', '110502', '16010102', '16020102']],
];
export const kindOf = (categoryId: string): ProductKind => KIND_PREFIXES.find(([, ps]) => ps.some((p) => categoryId.startsWith(p)))?.[0] ?? 'clothing';

export const NOTICE_TYPE_OF: Record<ProductKind, '01' | '02' | '03' | '04'> = { clothing: '01', bottoms: '01', shoes: '02', bags: '03', accessories: '04' };

/** Sizes a product of a kind and sex comes in; one list is picked per product. */
export const SIZE_SETS: Record<'clothing' | 'bottoms' | 'shoes', Record<ProductLine['sex'], readonly (readonly string[])[]>> = {
  clothing: {
    F: [
      ['S', 'M', 'L'],
      ['44', '55', '66'],
      ['XS', 'S', 'M', 'L'],
      ['55', '66', '77'],
    ],
    M: [
      ['M', 'L', 'XL'],
      ['95', '100', '105', '110'],
      ['S', 'M', 'L', 'XL', 'XXL'],
    ],
    U: [['S', 'M', 'L', 'XL'], ['FREE']],
  },
  bottoms: {
    F: [
      ['25', '26', '27', '28', '29'],
      ['S', 'M', 'L'],
      ['XS', 'S', 'M'],
    ],
    M: [
      ['28', '30', '32', '34', '36'],
      ['M', 'L', 'XL'],
    ],
    U: [['S', 'M', 'L']],
  },
  shoes: {
    F: [
      ['225', '230', '235', '240', '245', '250'],
      ['230', '235', '240', '245'],
    ],
    M: [
      ['250', '255', '260', '265', '270', '275', '280'],
      ['255', '260', '265', '270'],
    ],
    U: [
      ['230', '240', '250', '260', '270', '280'],
      ['220', '230', '240', '250', '260'],
    ],
  },
};

export const REJECT_REASONS = [
  '대표 이미지의 해상도가 낮아 상품을 확인하기 어렵습니다. 고해상도 이미지로 다시 등록해 주세요.',
  '상품정보제공고시의 소재 정보가 상세 설명과 다릅니다. 혼용률을 확인해 주세요.',
  '카테고리가 상품과 맞지 않습니다. 표준 카테고리를 다시 선택해 주세요.',
  '정가의 근거가 확인되지 않습니다. 최초 판매가 자료를 함께 제출해 주세요.',
  '상세 설명에 외부 판매처 링크가 포함되어 있습니다. 삭제 후 다시 요청해 주세요.',
];

export const PRICE_REJECT_REASONS = [
  '인하 폭이 커서 기존 구매 고객 민원이 우려됩니다. 단계적으로 조정해 주세요.',
  '행사 기간 중에는 가격을 올릴 수 없습니다. 행사 종료 후 다시 요청해 주세요.',
  '옵션 추가금이 판매가 대비 과도합니다. 별도 상품으로 등록해 주세요.',
];

export const CARE_TEXTS = ['드라이클리닝 권장', '30℃ 이하 손세탁, 뒤집어서 세탁', '단독 세탁, 표백제 사용 금지', '가죽 전용 클리너로 관리, 물기 주의'];
