import { PRODUCT_EXCEL_COLUMNS } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { addDraftRow, checkDraft, columnsOf, fieldValueOf, sheetRowOf, startDraft } from './product-excel-rows.ts';

const codes = PRODUCT_EXCEL_COLUMNS.map((c) => c.key);
const columns = columnsOf(codes)!;
const cellsOf = (v: Record<string, unknown>) => codes.map((k) => v[k] as string | number | undefined);
const product = {
  supplyProdCd: 'TS-1',
  prodNm: '티셔츠',
  brandCd: 'B10001',
  standardCategoryId: '10010101',
  seasonCd: 'SS',
  itemkindCd: 1,
  prodSexGb: 'U',
  makeNm: '모노',
  nativeCd: 'KR',
  importationGb: 1,
  listPrice: '20,000',
  prodPrice: 18000,
  optionType: 1,
  optionNm1: '사이즈',
  deliveryLocCd: 'DL0001',
  giDd: 1,
  ltDcnt: 3,
  prodDesc: '<p>면 100%</p>',
  niTypeCd: 1,
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => [`niCd${i}`, `항목${i}`])),
  optionValue1: 'S',
  stockQty: 3,
};

describe('sheet rows to products', () => {
  it('finds the columns by the field codes of row 2 (any order, extra columns ignored) and refuses a missing one', () => {
    expect(columnsOf(['_errors', ...codes.slice().reverse()])?.get('supplyProdCd')).toBe(codes.length);
    expect(columnsOf(codes.slice(1))).toBeNull();
  });

  it('reads cells as the form sends them: numbers with separators, two-digit codes, Y/N upper-cased, blanks left out', () => {
    expect(fieldValueOf('listPrice', '20,000')).toBe(20000);
    expect(fieldValueOf('listPrice', 'abc')).toBe('abc');
    expect(fieldValueOf('itemkindCd', 1)).toBe('01');
    expect(fieldValueOf('optionType', 1)).toBe('1');
    expect(fieldValueOf('standardCategoryId', 10010101)).toBe('10010101');
    expect(fieldValueOf('luxuryYn', ' y ')).toBe('Y');
    expect(fieldValueOf('modelNm', '  ')).toBeUndefined();
    expect(sheetRowOf(5, cellsOf({}), columns)).toBeNull();
  });

  it('builds one product from its rows and checks it with the form schema', () => {
    const draft = startDraft(sheetRowOf(3, cellsOf(product), columns)!);
    addDraftRow(draft, sheetRowOf(4, cellsOf({ supplyProdCd: 'TS-1', optionValue1: 'M', stockQty: 2 }), columns)!);
    const checked = checkDraft(draft);
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(checked.product).toMatchObject({ listPrice: 20000, itemkindCd: '01', niTypeCd: '01', images: [] });
      expect(checked.product.options.map((o) => [o.optionValue1, o.stockQty])).toEqual([
        ['S', 3],
        ['M', 2],
      ]);
    }
  });

  it("puts a product field's refusal on the first row, an option's on its own row, and a differing product field on its cell", () => {
    const draft = startDraft(sheetRowOf(3, cellsOf({ ...product, prodPrice: 18005 }), columns)!);
    addDraftRow(draft, sheetRowOf(4, cellsOf({ supplyProdCd: 'TS-1', prodNm: '다른 이름', optionValue1: 'M' }), columns)!);
    const checked = checkDraft(draft);
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.errors).toEqual(
        expect.arrayContaining([
          { row: 4, column: 'prodNm', messageKey: 'productExcel.msg.productFieldDiffers' },
          { row: 3, column: 'prodPrice', messageKey: 'product.msg.priceUnit' },
          { row: 4, column: 'stockQty', messageKey: 'product.msg.stockQty' },
        ]),
      );
  });
});
