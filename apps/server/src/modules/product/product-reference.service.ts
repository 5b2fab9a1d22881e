import { NOTICE_TYPE_CODES, type TLanguage, type TNiTypeCd, type TNoticeType, type TStandardCategory } from '@po/contracts';
import { NOTICE_ITEM_SET_VERSION, NOTICE_ITEM_SETS } from './reference/notice-item-sets.ts';
import { STANDARD_CATEGORIES, STANDARD_CATEGORY_VERSION, type CategoryRow } from './reference/standard-categories.ts';

interface CategoryNode {
  row: CategoryRow;
  depth: number;
  pathKo: string;
  pathEn: string;
  leaf: boolean;
}

/** The tree indexed once: each node's depth, its path of names, and whether it is a leaf. */
function indexCategories(rows: readonly CategoryRow[]): Map<string, CategoryNode> {
  const parents = new Set(rows.map((r) => r[1]).filter((p) => p !== null));
  const nodes = new Map<string, CategoryNode>();
  for (const row of rows) {
    const parent = row[1] === null ? undefined : nodes.get(row[1]);
    nodes.set(row[0], {
      row,
      depth: parent ? parent.depth + 1 : 1,
      pathKo: parent ? `${parent.pathKo} > ${row[2]}` : row[2],
      pathEn: parent ? `${parent.pathEn} > ${row[3]}` : row[3],
      leaf: !parents.has(row[0]),
    });
  }
  return nodes;
}

/**
 * The product's reference data: the standard category tree and the notice item sets. Both are code,
 * versioned in their files and held in memory (a few hundred rows), so every node answers the same tree
 * without a table to keep in step; a product stores only the ids.
 */
export function createProductReferenceService() {
  const categories = indexCategories(STANDARD_CATEGORIES);
  const live = [...categories.values()].filter((n) => n.row[4] !== 'retired');

  const categoryOf = (n: CategoryNode, lang: TLanguage): TStandardCategory => ({
    standardCategoryId: n.row[0],
    upperCategoryId: n.row[1],
    categoryNm: lang === 'en' ? n.row[3] : n.row[2],
    depth: n.depth,
    leafYn: n.leaf ? 'Y' : 'N',
    categoryPath: lang === 'en' ? n.pathEn : n.pathKo,
  });
  const noticeTypeOf = (niTypeCd: TNiTypeCd, lang: TLanguage): TNoticeType => {
    const set = NOTICE_ITEM_SETS[niTypeCd];
    return {
      niTypeCd,
      niTypeNm: lang === 'en' ? set.en : set.ko,
      items: set.items.map(([ko, en, guideKo = '', guideEn = ''], i) => ({
        field: `niCd${i + 1}`,
        itemNm: lang === 'en' ? en : ko,
        guide: lang === 'en' ? guideEn : guideKo,
      })),
    };
  };

  return {
    /** The whole category tree in display order, retired nodes left out. */
    listCategories(opts: { lang: TLanguage }) {
      const list = live.map((n) => categoryOf(n, opts.lang));
      return { version: STANDARD_CATEGORY_VERSION, list, totalCnt: list.length };
    },
    /** Whether a product may point at this category: a leaf in use. */
    isSelectableCategory(standardCategoryId: string): boolean {
      const n = categories.get(standardCategoryId);
      return n !== undefined && n.leaf && n.row[4] !== 'retired';
    },
    /** A category's path of names (a retired one too: older products keep it); the id itself when unknown. */
    categoryPath(standardCategoryId: string, lang: TLanguage): string {
      const n = categories.get(standardCategoryId);
      return n ? (lang === 'en' ? n.pathEn : n.pathKo) : standardCategoryId;
    },
    listNoticeTypes(opts: { lang: TLanguage }) {
      // The contract's order: an object's keys would put '18' before '01' (integer-like keys come first).
      const list = NOTICE_TYPE_CODES.map((cd) => noticeTypeOf(cd, opts.lang));
      return { version: NOTICE_ITEM_SET_VERSION, list, totalCnt: list.length };
    },
    getNoticeType(opts: { niTypeCd: TNiTypeCd; lang: TLanguage }): TNoticeType {
      return noticeTypeOf(opts.niTypeCd, opts.lang);
    },
    /** How many items the notice of this type has (niCd1 … niCd<n> must be filled). */
    noticeItemCount(niTypeCd: TNiTypeCd): number {
      return NOTICE_ITEM_SETS[niTypeCd].items.length;
    },
  };
}
export type ProductReferenceService = ReturnType<typeof createProductReferenceService>;
