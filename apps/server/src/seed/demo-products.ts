import { ZRegisterProductRequest } from '@po/contracts';
import type { Services } from '@/services.ts';
import { actingAs } from './demo-settings.ts';

const MD = { mgrId: 'admin01', nm: '운영자' };

/**
 * One approved product of partner01's under its demo brand 모던패션: the price-change screens (and their
 * journey) need a product on sale, and the operator's product approval screen is not built yet, so the MD's
 * decision is made here through the status service, as the tests do.
 */
export async function seedDemoProducts(s: Services): Promise<void> {
  const session = actingAs('partner01', '이서연', 'S000001');
  const brands = await s.brands.listUsableBrands({ supplyEntrCd: 'S000001', lang: 'ko' });
  const brand = brands.find((b) => b.brandNm === '모던패션');
  if (!brand?.brandCd) return;
  const body = ZRegisterProductRequest.parse({
    supplyProdCd: 'MF-DEMO-COAT-01',
    prodNm: '데모 울 블렌드 트렌치코트',
    brandCd: brand.brandCd,
    standardCategoryId: '10010101',
    seasonCd: 'FW',
    itemkindCd: '01',
    prodSexGb: 'F',
    makeNm: '모던패션',
    nativeCd: 'KR',
    importationGb: '01',
    listPrice: 289_000,
    prodPrice: 259_000,
    optionType: '1',
    optionNm1: '색상',
    options: [
      { optionValue1: '베이지', stockQty: 20 },
      { optionValue1: '블랙', stockQty: 15, extraCharge: 10_000 },
    ],
    deliveryLocCd: 'DL0001',
    giDd: 1,
    ltDcnt: 3,
    images: [],
    prodDesc: '<p>울 70% 블렌드의 클래식 트렌치코트입니다.</p>',
    niTypeCd: '01',
    niCd1: '겉감: 울 70%, 폴리에스터 30%',
    niCd2: '베이지, 블랙',
    niCd3: 'FREE',
    niCd4: '모던패션',
    niCd5: '대한민국',
    niCd6: '드라이클리닝',
    niCd7: '2026년 9월',
    niCd8: '관련 법 및 소비자분쟁해결기준에 따름',
    niCd9: '모던패션 고객센터 02-1588-1234',
  });
  const { prodCd } = await s.productRegistration.createProduct({ session, body });
  await s.productStatuses.decideProduct({ supplyEntrCd: 'S000001', prodCd, decision: 'approve', operator: MD });
}
