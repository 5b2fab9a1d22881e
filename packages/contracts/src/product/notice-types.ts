import { z } from 'zod';

/**
 * Product-information notice types (상품정보제공 고시, 공정거래위원회 고시 별표): the codes are the annex's item
 * numbers, two digits, so 38 is 기타 재화 as in the notice itself. The mall ships the sets its fashion
 * sellers need; the items of each set are reference data of the server (GET /api/product/noticeTypes).
 */
export const NOTICE_TYPES = {
  clothing: '01',
  shoes: '02',
  bags: '03',
  fashionGoods: '04',
  bedding: '05',
  cosmetics: '18',
  jewelleryWatches: '19',
  babyGoods: '23',
  sports: '25',
  otherGoods: '38',
} as const;
export const NOTICE_TYPE_CODES = ['01', '02', '03', '04', '05', '18', '19', '23', '25', '38'] as const;
export const ZNiTypeCd = z.enum(NOTICE_TYPE_CODES, { error: 'product.msg.niTypeCd' });
export type TNiTypeCd = z.infer<typeof ZNiTypeCd>;

/** The spec's niCd1-15: a notice has at most 15 items, each up to 1,000 characters. */
export const NOTICE_LIMITS = { maxItems: 15, itemMax: 1000 } as const;
export const NOTICE_ITEM_FIELDS = [
  'niCd1',
  'niCd2',
  'niCd3',
  'niCd4',
  'niCd5',
  'niCd6',
  'niCd7',
  'niCd8',
  'niCd9',
  'niCd10',
  'niCd11',
  'niCd12',
  'niCd13',
  'niCd14',
  'niCd15',
] as const;
export type TNoticeItemField = (typeof NOTICE_ITEM_FIELDS)[number];

/**
 * Which items of a notice are missing: every item of the type's set must be filled, if only with
 * "상품 상세 페이지 참조" (the notice allows pointing to the description); the items past the set stay empty.
 */
export function missingNoticeItems(itemCount: number, values: Partial<Record<TNoticeItemField, string>>): TNoticeItemField[] {
  return NOTICE_ITEM_FIELDS.filter((f, i) => i < itemCount && (values[f] ?? '').trim() === '');
}
