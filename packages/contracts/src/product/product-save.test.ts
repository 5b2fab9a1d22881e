import { describe, expect, it } from 'vitest';
import { discountRate } from './price-rules.ts';
import { ZRegisterProductRequest, ZUpdateProductRequest } from './product-save.ts';
import { checkImageInBrowser, PRODUCT_IMAGE_RULES } from './product-image.ts';

const valid = {
  supplyProdCd: 'TR-2026-001',
  prodNm: '울 블렌드 트렌치 코트',
  brandCd: 'BR0001',
  standardCategoryId: '1010301',
  seasonCd: 'FW',
  itemkindCd: '01',
  prodSexGb: 'F',
  makeNm: '모노하우스',
  nativeCd: 'KR',
  importationGb: '01',
  listPrice: 389_000,
  prodPrice: 329_000,
  optionType: '2',
  optionNm1: '색상',
  optionNm2: '사이즈',
  options: [
    { optionValue1: '베이지', optionValue2: 'S', stockQty: 3 },
    { optionValue1: '베이지', optionValue2: 'M', stockQty: 0, extraCharge: 10_000 },
  ],
  deliveryLocCd: 'DL0001',
  giDd: 1,
  ltDcnt: 3,
  images: [{ fileSeq: 1 }],
  prodDesc: '<p>울 70%</p>',
  niTypeCd: '01',
  niCd1: '겉감: 울 70%, 폴리에스터 30%',
};
const keys = (o: Record<string, unknown>) => ZRegisterProductRequest.safeParse({ ...valid, ...o }).error?.issues.map((i) => i.message) ?? [];

describe('ZRegisterProductRequest', () => {
  it('takes a product with its defaults', () => {
    const p = ZRegisterProductRequest.parse(valid);
    expect(p).toMatchObject({ kcGb: '00', giOptnCd: '00', minOrdQty: 1, maxOrdQty: null, dlcstPlcyCd: null, minorBuyYn: 'Y', reserveYn: 'N', niCd15: '' });
    expect(p.options[0]).toMatchObject({ extraCharge: 0, saleAbleYn: 'Y', enterpriseOptionCd: '' });
    expect(discountRate(p.listPrice, p.prodPrice)).toBe(15);
  });

  it('answers every missing field at once', () => {
    const out = ZRegisterProductRequest.safeParse({}).error?.issues.map((i) => i.message) ?? [];
    expect(out).toEqual(expect.arrayContaining(['product.msg.supplyProdCd', 'product.msg.prodNm', 'product.msg.brandCd', 'product.msg.price']));
  });

  it('needs one to three images on registration and on update (the spec’s rule, now that images are uploaded first)', () => {
    expect(keys({ images: undefined })).toEqual(['product.msg.imageCount']);
    expect(keys({ images: [] })).toEqual(['product.msg.imageCount']);
    expect(keys({ images: [{ fileSeq: 1 }, { fileSeq: 2 }, { fileSeq: 3 }] })).toEqual([]);
    expect(ZUpdateProductRequest.safeParse({ ...valid, images: [], version: 1 }).error?.issues.map((i) => i.message)).toContain('product.msg.imageCount');
  });

  it('lets the browser refuse a file before sending it, by the same type and size rules', () => {
    expect(checkImageInBrowser({ name: 'a.JPG', size: 10, type: '' })).toBeNull();
    expect(checkImageInBrowser({ name: 'a.png', size: 10, type: 'image/png' })).toBeNull();
    expect(checkImageInBrowser({ name: 'a.swf', size: 10, type: 'application/x-shockwave-flash' })).toBe('productImage.msg.type');
    expect(checkImageInBrowser({ name: 'a.webp', size: 10, type: '' })).toBe('productImage.msg.type');
    expect(checkImageInBrowser({ name: 'a.png', size: 0, type: 'image/png' })).toBe('productImage.msg.empty');
    expect(checkImageInBrowser({ name: 'a.png', size: PRODUCT_IMAGE_RULES.maxBytes + 1, type: 'image/png' })).toBe('productImage.msg.tooLarge');
  });

  it('checks the prices, the options and the quantities across fields', () => {
    expect(keys({ prodPrice: 400_000 })).toEqual(['product.msg.prodPriceOverList']);
    expect(keys({ prodPrice: 329_005 })).toEqual(['product.msg.priceUnit']);
    expect(keys({ options: [valid.options[0], valid.options[0]] })).toEqual(['product.msg.optionDuplicate']);
    expect(keys({ options: [{ ...valid.options[0], extraCharge: 400_000 }] })).toEqual(['product.msg.extraChargeRange']);
    expect(keys({ minOrdQty: 5, maxOrdQty: 2 })).toEqual(['product.msg.minOverMax']);
    expect(keys({ supplyProdCd: '코트 1' })).toEqual(['product.msg.supplyProdCdFormat']);
    expect(keys({ images: [{ fileSeq: 1 }, { fileSeq: 1 }] })).toEqual(['product.msg.imageDuplicate']);
    expect(keys({ images: [1, 2, 3, 4].map((fileSeq) => ({ fileSeq })) })).toEqual(['product.msg.imageCount']);
  });

  it('asks a certificate number of a KC kind that has one', () => {
    expect(keys({ kcGb: '04' })).toEqual(['product.msg.confirmNoRequired']);
    expect(keys({ kcGb: '04', confirmNo1: 'CB123A456-7001' })).toEqual([]);
    expect(keys({ kcGb: '03' })).toEqual([]);
    expect(keys({ kcGb: '00', confirmNo2: 'X' })).toEqual(['product.msg.confirmNoUnused']);
  });

  it('ties same-day dispatch, reservation sale and lead time together', () => {
    expect(keys({ giOptnCd: '01', giDd: 1 })).toEqual(['product.msg.giHrRequired', 'product.msg.sameDayGiDd']);
    expect(keys({ giOptnCd: '01', giDd: 0, giHr: 14 })).toEqual([]);
    expect(keys({ giDd: 20, ltDcnt: 25 })).toEqual(['product.msg.giDdReserve']);
    expect(keys({ giDd: 20, ltDcnt: 25, reserveYn: 'Y' })).toEqual([]);
    expect(keys({ giDd: 5, ltDcnt: 3 })).toEqual(['product.msg.ltDcntBeforeGiDd']);
  });
});

describe('ZUpdateProductRequest', () => {
  it('takes prices as optional (both or neither), names the existing combinations and the versions read', () => {
    const { listPrice, prodPrice, ...rest } = valid;
    const p = ZUpdateProductRequest.parse({
      ...rest,
      listPrice,
      prodPrice,
      version: 3,
      options: [{ ...valid.options[0], prodOptionCd: 'P0000001-001', version: 2 }],
    });
    expect(p).toMatchObject({ listPrice, prodPrice, version: 3 });
    expect(p.options[0]).toMatchObject({ prodOptionCd: 'P0000001-001', version: 2 });
    expect(ZUpdateProductRequest.parse({ ...rest, version: 1 })).not.toHaveProperty('listPrice');
    expect(ZUpdateProductRequest.safeParse(rest).error?.issues.map((i) => i.message)).toEqual(['product.msg.version']);
    expect(ZUpdateProductRequest.safeParse({ ...rest, version: 1, listPrice }).error?.issues.map((i) => i.message)).toEqual(['product.msg.pricesTogether']);
    expect(ZUpdateProductRequest.safeParse({ ...rest, version: 1, listPrice: 1000, prodPrice: 2000 }).error?.issues.map((i) => i.message)).toEqual([
      'product.msg.prodPriceOverList',
    ]);
  });
});
