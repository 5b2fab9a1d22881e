import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Notices and popups (business-area §2 "Notice screens", "Popups"; §3 "Notice"; issue 15). The operator writes
// notices; every seller reads the same ones. Attachments are `stored_file` rows owned by ('notice', bulletinSq),
// written in the notice's transaction; their `fileSeq` is the notice's fileSq.

const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

export const notices = pgTable(
  'notice',
  {
    bulletinSq: integer('bulletin_sq').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    /** Sanitised HTML (Tiptap on the form, sanitize-html on the server). */
    contents: text('contents').notNull(),
    /** Y = important: tagged and listed first. */
    noticeGb: text('notice_gb', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    /** Y = shown as the sign-in notice popup on the days popupStartDt..popupEndDt (Seoul, inclusive). */
    popupYn: text('popup_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    popupStartDt: day('popup_start_dt'),
    popupEndDt: day('popup_end_dt'),
    /** N = deleted by the operator: kept for the audit, never listed. */
    useYn: text('use_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('Y'),
    regId: text('reg_id').notNull(),
    regDt: at('reg_dt').notNull(),
    upId: text('up_id').notNull(),
    upDt: at('up_dt').notNull(),
  },
  (t) => [
    // The list: important first, newest first, among the notices in use.
    index('notice_list_idx').on(t.useYn, t.noticeGb, t.regDt),
    index('notice_popup_idx').on(t.popupYn, t.popupEndDt),
    check(
      'notice_popup_period_ck',
      sql`${t.popupYn} = 'N' or (${t.popupStartDt} is not null and ${t.popupEndDt} is not null and ${t.popupStartDt} <= ${t.popupEndDt})`,
    ),
  ],
);

/**
 * The window of a dated popup (§4: the guarantee-terms popup shows while unagreed "between 2022-04-21 and
 * 2022-05-31"). Kept as data so the operator can open a new window without a release; the migration writes the
 * spec's window.
 */
export const popupWindows = pgTable(
  'popup_window',
  {
    /** GRNT_SRVC: the guarantee-service terms popup. */
    popupCd: text('popup_cd').primaryKey(),
    startDt: day('start_dt').notNull(),
    endDt: day('end_dt').notNull(),
    upId: text('up_id').notNull(),
    upDt: at('up_dt').notNull(),
  },
  (t) => [check('popup_window_period_ck', sql`${t.startDt} <= ${t.endDt}`)],
);
