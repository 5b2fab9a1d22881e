import { NOTICE_LIMITS, NOTICE_TYPE_CODES } from '@po/contracts';
import { describe, expect, it } from 'vitest';
import { createProductReferenceService } from './product-reference.service.ts';
import { NOTICE_ITEM_SETS } from './reference/notice-item-sets.ts';
import { STANDARD_CATEGORIES } from './reference/standard-categories.ts';

const ref = createProductReferenceService();

describe('the standard category tree', () => {
  const ids = STANDARD_CATEGORIES.map((r) => r[0]);
  const leaves = ref.listCategories({ lang: 'ko' }).list.filter((c) => c.leafYn === 'Y');

  it('has unique ids, each its parent id plus two digits, and every parent listed before its children', () => {
    expect(new Set(ids).size).toBe(ids.length);
    STANDARD_CATEGORIES.forEach(([id, upper], i) => {
      if (upper === null) return expect(id).toMatch(/^\d{2}$/);
      expect(id).toMatch(new RegExp(`^${upper}\\d{2}$`));
      expect(ids.indexOf(upper)).toBeLessThan(i);
    });
  });

  it('holds a few hundred leaves three or four levels down, under the fashion branches', () => {
    expect(leaves.length).toBeGreaterThanOrEqual(250);
    expect(new Set(leaves.map((c) => c.depth))).toEqual(new Set([3, 4]));
    const tops = ref
      .listCategories({ lang: 'ko' })
      .list.filter((c) => c.depth === 1)
      .map((c) => c.categoryNm);
    expect(tops).toEqual(
      expect.arrayContaining(['여성의류', '남성의류', '신발', '가방', '패션잡화', '주얼리/시계', '스포츠/아웃도어', '키즈', '언더웨어/라운지웨어']),
    );
  });

  it('names every node in both languages and lets a product point at leaves only', () => {
    for (const [, , ko, en] of STANDARD_CATEGORIES) expect(ko.trim() && en.trim()).toBeTruthy();
    expect(ref.listCategories({ lang: 'en' }).list.find((c) => c.standardCategoryId === '10010101')).toMatchObject({
      categoryPath: "Women's clothing > Outerwear > Coats > Trench coats",
      leafYn: 'Y',
    });
    expect(ref.isSelectableCategory('10010101')).toBe(true);
    expect(ref.isSelectableCategory('100101')).toBe(false);
    expect(ref.isSelectableCategory('99')).toBe(false);
  });
});

describe('the notice item sets', () => {
  it('ships a set for every notice type of the contract, each within the 15 items of niCd1-15', () => {
    expect(Object.keys(NOTICE_ITEM_SETS).sort()).toEqual([...NOTICE_TYPE_CODES].sort());
    for (const cd of NOTICE_TYPE_CODES) {
      const n = ref.noticeItemCount(cd);
      expect(n).toBeGreaterThanOrEqual(5);
      expect(n).toBeLessThanOrEqual(NOTICE_LIMITS.maxItems);
    }
  });

  it('lists the clothing items of the notice in its order', () => {
    const clothing = ref.getNoticeType({ niTypeCd: '01', lang: 'ko' });
    expect(clothing.items.map((i) => i.itemNm)).toEqual([
      '제품 소재',
      '색상',
      '치수',
      '제조자, 수입품의 경우 수입자를 함께 표기',
      '제조국',
      '세탁방법 및 취급시 주의사항',
      '제조연월',
      '품질보증기준',
      'A/S 책임자와 전화번호',
    ]);
    expect(clothing.items[0]?.field).toBe('niCd1');
  });
});
