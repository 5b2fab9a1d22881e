import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Reference code lists (spec access §7 code groups). Not seller-owned: shared by every seller. */
export const codes = pgTable(
  'code',
  {
    groupCd: text('group_cd').notNull(),
    code: text('code').notNull(),
    codeNm: text('code_nm').notNull(),
    codeNmEn: text('code_nm_en').notNull(),
    attrC1: text('attr_c1'),
    sortOrder: integer('sort_order').notNull(),
    useYn: boolean('use_yn').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.groupCd, t.code] })],
);
