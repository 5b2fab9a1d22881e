import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const yn = (name: string) =>
  text(name, { enum: ['Y', 'N'] })
    .notNull()
    .default('N');

/**
 * A public partner application (spec access §3 "Partner application"), waiting for an operator. Not seller
 * data yet (no company exists until approval), so its indexes lead with status and date, not a seller.
 * Status: 10 applied → 30 entered (approved, `supplyEntrCd` set) | 20 rejected | 99 closed.
 * The password is argon2id-hashed at application time and cleared once decided.
 */
export const partnerJoins = pgTable(
  'partner_join',
  {
    applSeq: integer('appl_seq').primaryKey().generatedAlwaysAsIdentity(),
    entrStsCd: text('entr_sts_cd').notNull(),
    bizGb: text('biz_gb', { enum: ['C', 'P', 'O', 'F'] }).notNull(),
    /** Domestic: 10 digits; international: digits or '' when none was given. */
    bizNo: text('biz_no').notNull(),
    entrType: text('entr_type', { enum: ['N', 'O', 'G'] }).notNull(),
    supplyEntrNm: text('supply_entr_nm').notNull(),
    ownerNm: text('owner_nm').notNull(),
    bizKind: text('biz_kind').notNull(),
    bizType: text('biz_type').notNull(),
    /** Korea: the postcode dialog's postcode; abroad: the typed postal code, '' when the place has none. */
    zipNo: text('zip_no').notNull(),
    fixAddr: text('fix_addr').notNull(),
    dtlAddr: text('dtl_addr').notNull(),
    /** The address's country (U200); domestic applications are KR. */
    bizCountryCd: text('biz_country_cd').notNull().default('KR'),
    /** The city of an address abroad; null for a Korean one (the city is in its base address). */
    bizCityNm: text('biz_city_nm'),
    phone: text('phone').notNull(),
    fax: text('fax'),
    homeUrl: text('home_url'),
    chgNm: text('chg_nm').notNull(),
    /** Domestic: the mobile the SMS code verified. */
    chgHphone: text('chg_hphone').notNull(),
    chgEmail: text('chg_email').notNull(),
    csOperatorNm: text('cs_operator_nm').notNull(),
    csOperatorPhone: text('cs_operator_phone').notNull(),
    csOperatorEmail: text('cs_operator_email').notNull(),
    sacOperatorNm: text('sac_operator_nm').notNull(),
    sacOperatorPhone: text('sac_operator_phone').notNull(),
    sacOperatorEmail: text('sac_operator_email').notNull(),
    usdSacUseYn: yn('usd_sac_use_yn'),
    bankCd: text('bank_cd').notNull(),
    bankNm: text('bank_nm'),
    accountNm: text('account_nm').notNull(),
    accountNo: text('account_no').notNull(),
    bankEnAddr: text('bank_en_addr'),
    swiftCd: text('swift_cd'),
    countryCd: text('country_cd'),
    mdNm: text('md_nm'),
    deptNm: text('dept_nm'),
    mgrId: text('mgr_id').notNull(),
    passwdHash: text('passwd_hash'),
    agreeYn: yn('agree_yn'),
    agreeGenuineYn: yn('agree_genuine_yn'),
    pymagrmConfirmYn: yn('pymagrm_confirm_yn'),
    ntceYn: yn('ntce_yn'),
    rejectReason: text('reject_reason'),
    supplyEntrCd: text('supply_entr_cd'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('partner_join_sts_idx').on(t.entrStsCd, t.createdAt),
    index('partner_join_created_idx').on(t.createdAt),
    // One pending application per id and per domestic business number; decided ones free them again
    // (a rejected applicant may reapply). The unique index also settles two simultaneous applications.
    uniqueIndex('partner_join_pending_mgr_uq')
      .on(t.mgrId)
      .where(sql`${t.entrStsCd} = '10'`),
    uniqueIndex('partner_join_pending_biz_no_uq')
      .on(t.bizNo)
      .where(sql`${t.entrStsCd} = '10' and ${t.bizGb} in ('C', 'P')`),
  ],
);
