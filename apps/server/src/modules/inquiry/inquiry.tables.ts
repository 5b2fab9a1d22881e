import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An affiliation inquiry (spec access §3 "Inquiry"). Personal data (company, name, e-mail, phone) is kept
 * 3 months (privacy policy): the retention job deletes the row and its image after that.
 */
export const enterinquires = pgTable(
  'enterinquire',
  {
    inquirySeq: integer('inquiry_seq').primaryKey().generatedAlwaysAsIdentity(),
    regGb: text('reg_gb').notNull(),
    entrNm: text('entr_nm').notNull(),
    chgNm: text('chg_nm').notNull(),
    chgEmail: text('chg_email').notNull(),
    chgPhone: text('chg_phone').notNull(),
    reqContents: text('req_contents').notNull(),
    chgAgree: text('chg_agree', { enum: ['Y', 'N'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('enterinquire_created_idx').on(t.createdAt), index('enterinquire_reg_gb_idx').on(t.regGb, t.createdAt)],
);
