import type { TBrandRow } from '@po/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { i18n } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import { emptyProduct, type ProductFormValues } from '../model/product-form';
import { ProductForm } from './product-form';

const brand = { brandCd: 'B10001', brandNm: '모던패션', deliveryLocCd: 'DL0001', sellFeeRate: '18.50' } as TBrandRow;

const filled: ProductFormValues = {
  ...emptyProduct(),
  prodNm: '울 트렌치코트',
  supplyProdCd: 'MF-TC-01',
  brandCd: 'B10001',
  standardCategoryId: '10010101',
  seasonCd: 'FW',
  itemkindCd: '01',
  prodSexGb: 'F',
  makeNm: '모던패션',
  nativeCd: 'KR',
  importationGb: '01',
  listPrice: 200_000,
  prodPrice: 169_000,
  optionType: '2',
  optionNm1: '색상',
  optionNm2: '사이즈',
  optionValues1: ['블랙'],
  optionValues2: ['S', 'M'],
  options: [
    { optionValue1: '블랙', optionValue2: 'S', stockQty: 3, extraCharge: 0, enterpriseOptionCd: 'BK-S', saleAbleYn: 'Y' },
    { optionValue1: '블랙', optionValue2: 'M', stockQty: 0, extraCharge: 1000, enterpriseOptionCd: '', saleAbleYn: 'N' },
  ],
  niTypeCd: '01',
  niCd1: '울 70%',
  deliveryLocCd: 'DL0001',
  giDd: 1,
  ltDcnt: 3,
  prodDesc: '<p>울 코트</p>',
  images: [
    { fileSeq: 11, fileUrl: '/api/file/image/11' },
    { fileSeq: 12, fileUrl: '/api/file/image/12' },
  ],
};

/** Reference data the form reads: one category branch, the clothing notice, a country, no sites or policies. */
function stubServer() {
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  const category = (id: string, up: string | null, nm: string, depth: number, leafYn: 'Y' | 'N') => ({
    standardCategoryId: id,
    upperCategoryId: up,
    categoryNm: nm,
    depth,
    leafYn,
    categoryPath: nm,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/product/categories')
        return json({
          version: '1',
          totalCnt: 4,
          list: [
            category('10', null, '여성의류', 1, 'N'),
            category('1001', '10', '아우터', 2, 'N'),
            category('100101', '1001', '코트', 3, 'N'),
            category('10010101', '100101', '트렌치코트', 4, 'Y'),
          ],
        });
      if (path === '/api/product/noticeTypes')
        return json({ version: '1', totalCnt: 1, list: [{ niTypeCd: '01', niTypeNm: '의류', items: [{ field: 'niCd1', itemNm: '제품 소재', guide: '' }] }] });
      if (path.startsWith('/api/customer/supply/code')) return json([{ code: 'KR', codeNm: '대한민국', attrC1: null }]);
      return json({ list: [], totalCnt: 0 });
    }),
  );
}

describe('ProductForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the contract messages of every missing field at once and sends nothing', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<ProductForm initial={emptyProduct()} brands={[brand]} onSubmit={onSubmit} pending={false} />);
    fireEvent.click(screen.getByTestId('product-register'));
    for (const text of [
      '상품명을 100자 이내로 입력해 주세요.',
      '업체 상품코드를 50자 이내로 입력해 주세요.',
      '브랜드를 선택해 주세요.',
      '표준 카테고리를 선택해 주세요.',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getAllByText('가격을 10원 이상의 정수로 입력해 주세요.')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the discount rate derived from the prices and the brand commission', async () => {
    renderWithProviders(<ProductForm initial={filled} brands={[brand]} onSubmit={vi.fn()} pending={false} />);
    await waitFor(() => expect(screen.getByTestId('product-dcRate').textContent).toBe('15%'));
    expect(screen.getByTestId('product-sellFeeRate').textContent).toBe('18.50%');
  });

  it('sends the registration as the contract reads it: rows of the grid, no typed axis lists, the images’ ids, the brand fees', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<ProductForm initial={filled} brands={[brand]} onSubmit={onSubmit} pending={false} />);
    fireEvent.click(screen.getByTestId('product-register'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      prodNm: '울 트렌치코트',
      listPrice: 200_000,
      prodPrice: 169_000,
      optionType: '2',
      optionNm1: '색상',
      images: [{ fileSeq: 11 }, { fileSeq: 12 }],
      dlcstPlcyCd: null,
      giHr: null,
      niCd1: '울 70%',
      options: [
        { optionValue1: '블랙', optionValue2: 'S', stockQty: 3, extraCharge: 0, enterpriseOptionCd: 'BK-S', saleAbleYn: 'Y' },
        { optionValue1: '블랙', optionValue2: 'M', stockQty: 0, extraCharge: 1000, enterpriseOptionCd: '', saleAbleYn: 'N' },
      ],
    });
    expect(body).not.toHaveProperty('optionValues1');
  });

  it("puts the server's refusals on their boxes, in the user's language", async () => {
    const refusal = new ApiError(400, {
      errorCode: 'VALIDATION_ERROR',
      displayMessage: '입력값을 확인해 주세요.',
      fields: [
        { field: 'brandCd', messageKey: 'product.msg.brandNotApproved' },
        { field: 'supplyProdCd', messageKey: 'product.msg.supplyProdCdTaken' },
        { field: 'images.1', messageKey: 'productImage.msg.notOwned' },
      ],
    });
    const onSubmit = vi.fn().mockRejectedValue(refusal);
    renderWithProviders(<ProductForm initial={filled} brands={[brand]} onSubmit={onSubmit} pending={false} />);
    fireEvent.click(screen.getByTestId('product-register'));
    expect(await screen.findByText('승인된 자사 브랜드만 선택할 수 있습니다.')).toBeTruthy();
    expect(screen.getByText('이미 등록된 업체 상품코드입니다.')).toBeTruthy();
    // An image's refusal shows on the images field.
    expect(screen.getByText('직접 올린 상품 이미지만 등록할 수 있습니다. 이미지를 다시 올려 주세요.')).toBeTruthy();

    await i18n.changeLanguage('en');
    fireEvent.click(screen.getByTestId('product-register'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Choose one of your approved brands.')).toBeTruthy();
  });

  it('shows a master session everything but lets it send nothing', () => {
    renderWithProviders(<ProductForm initial={filled} brands={[brand]} onSubmit={vi.fn()} pending={false} readOnly />);
    expect(screen.getByTestId('product-readonly').textContent).toContain('마스터 계정은 조회만 가능합니다.');
    expect(screen.getByTestId<HTMLButtonElement>('product-register').disabled).toBe(true);
  });
});
