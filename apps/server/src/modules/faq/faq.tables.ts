import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** FAQ shown on the login page (public). */
export const faqs = pgTable(
  'faq',
  {
    seq: integer('seq').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    contents: text('contents').notNull(),
    contentsEn: text('contents_en').notNull(),
    mainYn: boolean('main_yn').notNull().default(false),
    useYn: boolean('use_yn').notNull().default(true),
    regDt: timestamp('reg_dt', { withTimezone: true }).notNull(),
  },
  (t) => [index('faq_reg_dt_idx').on(t.regDt)],
);
