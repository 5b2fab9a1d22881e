import type { TNiTypeCd } from '@po/contracts';

// The item sets of the product-information notice (전자상거래 등에서의 상품 등의 정보제공에 관한 고시, 공정거래위원회,
// 별표 1), for the types a fashion mall sells. Item names follow the notice's wording; the guide is its
// parenthesised explanation, shortened. Item n is the product's niCd<n>. Bump the version with every change.

export const NOTICE_ITEM_SET_VERSION = '2026.11.1';

/** [Korean name, English name, Korean guide, English guide] */
type Item = readonly [ko: string, en: string, guideKo?: string, guideEn?: string];

const MAKER: Item = [
  '제조자, 수입품의 경우 수입자를 함께 표기',
  'Maker (and importer, for imported goods)',
  '병행수입은 병행수입 여부로 대신할 수 있음',
  'A parallel import may state that instead',
];
const COUNTRY: Item = ['제조국', 'Country of manufacture'];
const CARE: Item = ['취급시 주의사항', 'Handling precautions'];
const QUALITY: Item = [
  '품질보증기준',
  'Quality warranty terms',
  '관련 법 및 소비자분쟁해결기준에 따름',
  'Per the law and the consumer dispute settlement criteria',
];
const AS: Item = ['A/S 책임자와 전화번호', 'After-sales contact and phone number'];
const MODEL: Item = ['품명 및 모델명', 'Product name and model'];
const SIZE_WEIGHT: Item = ['크기, 중량', 'Size and weight'];
const COLOUR: Item = ['색상', 'Colour'];
const RELEASED: Item = ['동일모델의 출시년월', 'Release month of the model'];

export const NOTICE_ITEM_SETS: Record<TNiTypeCd, { ko: string; en: string; items: readonly Item[] }> = {
  '01': {
    ko: '의류',
    en: 'Clothing',
    items: [
      [
        '제품 소재',
        'Material',
        '섬유의 조성 또는 혼용률을 백분율로 표시, 기능성은 성적서 또는 허가서',
        'Fibre composition in percent; test report or permit for functional wear',
      ],
      COLOUR,
      ['치수', 'Size'],
      MAKER,
      COUNTRY,
      ['세탁방법 및 취급시 주의사항', 'Washing and handling instructions'],
      ['제조연월', 'Month of manufacture'],
      QUALITY,
      AS,
    ],
  },
  '02': {
    ko: '구두/신발',
    en: 'Shoes',
    items: [
      ['제품 주소재', 'Main material', '운동화는 겉감, 안감을 구분하여 표시', 'Sneakers: outer and lining separately'],
      COLOUR,
      [
        '치수',
        'Size',
        '발길이(해외사이즈는 국내사이즈 병행 표기, mm), 굽높이(굽 재료를 사용하는 여성화, cm)',
        'Foot length in mm (with the Korean size); heel height in cm for heeled women’s shoes',
      ],
      MAKER,
      COUNTRY,
      CARE,
      QUALITY,
      AS,
    ],
  },
  '03': {
    ko: '가방',
    en: 'Bags',
    items: [['종류', 'Kind'], ['소재', 'Material'], COLOUR, ['크기', 'Size'], MAKER, COUNTRY, CARE, QUALITY, AS],
  },
  '04': {
    ko: '패션잡화(모자/벨트/액세서리)',
    en: 'Fashion accessories (hats, belts, accessories)',
    items: [['종류', 'Kind'], ['소재', 'Material'], ['치수', 'Size'], MAKER, COUNTRY, CARE, QUALITY, AS],
  },
  '05': {
    ko: '침구류/커튼',
    en: 'Bedding and curtains',
    items: [
      ['제품 소재', 'Material', '섬유의 조성 또는 혼용률, 충전재를 사용한 제품은 충전재를 함께 표기', 'Fibre composition; the filling too, if any'],
      COLOUR,
      ['치수', 'Size'],
      ['제품구성', 'Contents of the set'],
      MAKER,
      COUNTRY,
      ['세탁방법 및 취급시 주의사항', 'Washing and handling instructions'],
      QUALITY,
      AS,
    ],
  },
  '18': {
    ko: '화장품',
    en: 'Cosmetics',
    items: [
      ['내용물의 용량 또는 중량', 'Volume or weight of the contents'],
      ['제품 주요 사양', 'Main specifications', '피부타입, 색상(호, 번) 등', 'Skin type, shade number, etc.'],
      [
        '사용기한 또는 개봉 후 사용기간',
        'Expiry date or period after opening',
        '개봉 후 사용기간은 제조연월일을 병행 표기',
        'With the manufacturing date when the period after opening is given',
      ],
      ['사용방법', 'Directions for use'],
      ['화장품제조업자, 화장품책임판매업자 및 맞춤형화장품판매업자', 'Manufacturer, responsible seller and custom-cosmetics seller'],
      COUNTRY,
      ['화장품법에 따라 기재해야 하는 모든 성분', 'Every ingredient the Cosmetics Act requires'],
      [
        '기능성 화장품의 경우 식품의약품안전처 심사 필 유무',
        'For functional cosmetics: MFDS review passed',
        '미백, 주름개선, 자외선차단 등',
        'Whitening, anti-wrinkle, UV protection, etc.',
      ],
      ['사용할 때의 주의사항', 'Precautions for use'],
      QUALITY,
      ['소비자상담 관련 전화번호', 'Customer service phone number'],
    ],
  },
  '19': {
    ko: '귀금속/보석/시계류',
    en: 'Precious metals, jewellery and watches',
    items: [
      ['소재/순도/밴드재질', 'Material, purity, band material', '밴드재질은 시계의 경우', 'Band material for watches'],
      ['중량', 'Weight'],
      MAKER,
      ['제조국', 'Country of manufacture', '원산지와 가공지 등이 다를 경우 함께 표기', 'With the place of processing when it differs'],
      ['치수', 'Size'],
      ['착용 시 주의사항', 'Precautions when wearing'],
      ['주요 사양', 'Main specifications', '귀금속, 보석류는 등급, 시계는 기능, 방수 등', 'Grade for jewellery; functions and water resistance for watches'],
      ['보증서 제공여부', 'Certificate of guarantee provided'],
      QUALITY,
      AS,
    ],
  },
  '23': {
    ko: '영유아용품',
    en: 'Baby and infant goods',
    items: [
      MODEL,
      [
        'KC 인증정보',
        'KC certification',
        '어린이제품 안전 특별법상 안전인증/안전확인/공급자적합성확인 대상에 한함',
        'For goods subject to the Children’s Product Safety Act',
      ],
      SIZE_WEIGHT,
      COLOUR,
      ['재질', 'Material', '섬유의 경우 혼용률', 'Fibre composition for textiles'],
      ['사용연령 또는 체중범위', 'Age or weight range'],
      RELEASED,
      MAKER,
      COUNTRY,
      ['취급방법 및 취급시 주의사항, 안전표시', 'Handling, precautions and safety warnings'],
      QUALITY,
      AS,
    ],
  },
  '25': {
    ko: '스포츠용품',
    en: 'Sporting goods',
    items: [
      MODEL,
      SIZE_WEIGHT,
      COLOUR,
      ['재질', 'Material'],
      ['제품 구성', 'Contents of the set'],
      RELEASED,
      MAKER,
      COUNTRY,
      ['상품별 세부 사양', 'Detailed specifications'],
      QUALITY,
      AS,
    ],
  },
  '38': {
    ko: '기타 재화',
    en: 'Other goods',
    items: [
      MODEL,
      ['법에 의한 인증·허가 등을 받았음을 확인할 수 있는 경우 그에 대한 사항', 'Certifications or permits under the law, if any'],
      ['제조국 또는 원산지', 'Country of manufacture or origin'],
      MAKER,
      ['A/S 책임자와 전화번호 또는 소비자상담 관련 전화번호', 'After-sales or customer service phone number'],
    ],
  },
};
