import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { authorColumns } from './delivery-loc.tables.ts';

const won = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** The values of a policy version; the policy and its history rows both carry them in full. */
const policyValues = () => ({
  dlcstPlcyTitl: text('dlcst_plcy_titl').notNull(),
  plcyTypeCd: text('plcy_type_cd').notNull(),
  strtDt: date('strt_dt', { mode: 'string' }).notNull(),
  endDt: date('end_dt', { mode: 'string' }).notNull(),
  dlcstTypeCd: text('dlcst_type_cd').notNull(),
  dlcst: won('dlcst'),
  dlcstLevyStdrAmt: won('dlcst_levy_stdr_amt'),
  inmnDlcst: won('inmn_dlcst'),
  jejuDlcst: won('jeju_dlcst'),
  rtrnDlcst: won('rtrn_dlcst'),
  exchDlcst: won('exch_dlcst'),
  useYn: text('use_yn', { enum: ['Y', 'N'] }).notNull(),
});

/**
 * A seller's delivery-fee policy (spec business §3 "Delivery policy"), at its current version
 * dlcstPlcySeq. Its status is derived from useYn and the dates, never stored.
 */
export const dlcstPlcys = pgTable(
  'dlcst_plcy',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    dlcstPlcyCd: text('dlcst_plcy_cd').notNull(),
    dlcstPlcySeq: integer('dlcst_plcy_seq').notNull(),
    ...policyValues(),
    ...authorColumns(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.dlcstPlcyCd] }), index('dlcst_plcy_dates_idx').on(t.supplyEntrCd, t.useYn, t.strtDt, t.endDt)],
);

/**
 * Earlier versions of a policy: each change copies the version it replaces here, in full, with who wrote
 * that version (up*) and who replaced it when (changed*).
 */
export const dlcstPlcyHists = pgTable(
  'dlcst_plcy_hist',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    dlcstPlcyCd: text('dlcst_plcy_cd').notNull(),
    dlcstPlcySeq: integer('dlcst_plcy_seq').notNull(),
    ...policyValues(),
    upDt: timestamp('up_dt', { withTimezone: true }).notNull(),
    upId: text('up_id').notNull(),
    upNm: text('up_nm').notNull(),
    changedDt: timestamp('changed_dt', { withTimezone: true }).notNull(),
    changedId: text('changed_id').notNull(),
    changedNm: text('changed_nm').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.dlcstPlcyCd, t.dlcstPlcySeq] })],
);
