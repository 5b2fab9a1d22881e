import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A seller (supplier) company. Entry status: 10 applied, 20 rejected, 30 entered (normal), 99 closed.
 * Agreement flags are the necessary-info step's (spec access §2 "/Necessary").
 */
export const supplyEntrs = pgTable(
  'supply_entr',
  {
    supplyEntrCd: text('supply_entr_cd').primaryKey(),
    supplyEntrNm: text('supply_entr_nm').notNull(),
    ownerNm: text('owner_nm').notNull(),
    bizGb: text('biz_gb', { enum: ['C', 'P', 'O', 'F'] }).notNull(),
    bizNo: text('biz_no').notNull(),
    bizKind: text('biz_kind'),
    bizType: text('biz_type'),
    entrType: text('entr_type', { enum: ['N', 'O', 'G'] })
      .notNull()
      .default('N'),
    entrStsCd: text('entr_sts_cd').notNull(),
    phone: text('phone'),
    fax: text('fax'),
    zipNo: text('zip_no'),
    fixAddr: text('fix_addr'),
    dtlAddr: text('dtl_addr'),
    /** The company address's country (U200) and, abroad, its city; see partner_join. */
    bizCountryCd: text('biz_country_cd').notNull().default('KR'),
    bizCityNm: text('biz_city_nm'),
    homeUrl: text('home_url'),
    chgNm: text('chg_nm'),
    chgHphone: text('chg_hphone'),
    chgEmail: text('chg_email'),
    csOperatorNm: text('cs_operator_nm'),
    csOperatorPhone: text('cs_operator_phone'),
    csOperatorEmail: text('cs_operator_email'),
    sacOperatorNm: text('sac_operator_nm'),
    sacOperatorPhone: text('sac_operator_phone'),
    sacOperatorEmail: text('sac_operator_email'),
    sellFeeRate: numeric('sell_fee_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    settleDay: integer('settle_day').notNull().default(20),
    usdSacUseYn: text('usd_sac_use_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    bankCd: text('bank_cd'),
    bankNm: text('bank_nm'),
    accountNm: text('account_nm'),
    accountNo: text('account_no'),
    bankEnAddr: text('bank_en_addr'),
    swiftCd: text('swift_cd'),
    countryCd: text('country_cd'),
    mdNm: text('md_nm'),
    deptNm: text('dept_nm'),
    ntceYn: text('ntce_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    /** Card-payment provider variant of the settlement list (KICC sellers). */
    kiccYn: text('kicc_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    sellFeeRateConfirmYn: text('sell_fee_rate_confirm_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    agreeYn: text('agree_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    agreeGenuineYn: text('agree_genuine_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    grntSrvcAgrmYn: text('grnt_srvc_agrm_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('supply_entr_sts_idx').on(t.entrStsCd, t.supplyEntrCd),
    index('supply_entr_biz_no_idx').on(t.bizNo),
    index('supply_entr_nm_idx').on(t.supplyEntrNm),
  ],
);

/**
 * Numbers of the codes approved applications get (S + 6 digits). It starts above the demo and hand-made
 * codes (S000001…); a code taken anyway is skipped, so the sequence never has to be reset.
 */
export const supplyEntrCdSeq = pgSequence('supply_entr_cd_seq', { startWith: 100001 });

/**
 * A login account (manager). Seller accounts carry their company; operator and master accounts do not.
 * roleCd: 10/20/30/40 or 'admin'; managerRoles: 40 general, 190 travel.
 */
export const mgrs = pgTable(
  'mgr',
  {
    mgrId: text('mgr_id').primaryKey(),
    supplyEntrCd: text('supply_entr_cd').references(() => supplyEntrs.supplyEntrCd),
    mgrNm: text('mgr_nm').notNull(),
    passwdHash: text('passwd_hash').notNull(),
    roleCd: text('role_cd').notNull(),
    managerRoles: text('manager_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isMaster: boolean('is_master').notNull().default(false),
    isEcMonitor: boolean('is_ec_monitor').notNull().default(false),
    /** Accounts that sign in without the SMS step (authPopupFlag N), decided by the mall. */
    smsAuthRequired: boolean('sms_auth_required').notNull().default(true),
    inactive: boolean('inactive').notNull().default(false),
    passwdChangedAt: timestamp('passwd_changed_at', { withTimezone: true }).notNull(),
    /** A reset (initial) password must be changed once before use. */
    passwdInitial: boolean('passwd_initial').notNull().default(false),
    /** "Next time": the expiry prompt is postponed until then. */
    passwdChangeNextAt: timestamp('passwd_change_next_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mgr_supply_entr_idx').on(t.supplyEntrCd)],
);

/** Phones that receive the sign-in SMS code, per account (at most 20, at least 1 kept). */
export const authPhones = pgTable(
  'auth_phone',
  {
    supplyEntrCd: text('supply_entr_cd'),
    mgrId: text('mgr_id')
      .notNull()
      .references(() => mgrs.mgrId),
    sphone: text('sphone').notNull(),
    sphoneUseYn: text('sphone_use_yn', { enum: ['Y', 'N'] })
      .notNull()
      .default('Y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_phone_mgr_phone_uq').on(t.mgrId, t.sphone), index('auth_phone_supply_idx').on(t.supplyEntrCd, t.mgrId)],
);
