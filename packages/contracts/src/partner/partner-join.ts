import { z } from 'zod';
import { ZDtlAddr, ZFixAddr, ZZipNo } from '../address/address.ts';
import { overseasAddressShape, refineOverseasAddress } from '../address/overseas-address.ts';
import { OVERSEAS_BANK_CODE } from '../code/code.ts';
import { ZYn } from '../common/replies.ts';
import { ZAuthNumber } from '../rules/auth-number.ts';
import { ZBusinessNumber, ZIntlBusinessNumber } from '../rules/business-number.ts';
import { ZEmail } from '../rules/email.ts';
import { confirmsPassword, PASSWORD_RULE_MESSAGE_KEYS, validateNewPassword } from '../rules/password.ts';
import { domesticContactPhonesShape, intlContactPhonesShape, PHONE_LIMITS, PHONE_MESSAGES, ZPhoneLast, ZPhoneMiddle, ZPhonePrefix } from '../rules/phone.ts';
import { NAME_MESSAGES, ZDepartmentName, ZPersonName } from '../rules/weighted-name.ts';
import { BANK_ACCOUNT_LIMITS, ZAccountNoCheckRequest } from '../setting/bank-account.ts';
import { ZAuthTime } from '../supply/auth-phone.ts';
import { ZManagerId } from './manager-id.ts';
import { PARTNER_FILE_LIMITS, ZPartnerFileKind } from './partner-files.ts';

/** Limits of the application's business fields (spec access §5). */
export const PARTNER_LIMITS = { supplyEntrNmMax: 50, homeUrlMax: 50, bizKindMax: 10, bizTypeMax: 10 } as const;

export const PARTNER_MESSAGES = {
  bizGb: 'partner.msg.bizGb',
  supplyEntrNm: 'partner.msg.supplyEntrNm',
  bizKind: 'partner.msg.bizKind',
  bizType: 'partner.msg.bizType',
  homeUrl: 'partner.msg.homeUrl',
  fax: 'partner.msg.fax',
  agreeYn: 'partner.msg.agreeYn',
  agreeGenuineYn: 'partner.msg.agreeGenuineYn',
  pymagrmConfirmYn: 'partner.msg.pymagrmConfirmYn',
  authRequired: 'partner.msg.authRequired',
} as const;
const M = PARTNER_MESSAGES;

const text = (key: string, max: number) => z.string({ error: key }).trim().min(1, { error: key, abort: true }).max(max, { error: key });
const optionalText = (key: string, max: number) => z.string({ error: key }).trim().max(max, { error: key }).default('');
const part = z.string().trim().default('');

/** Fields both pages send; the check flags the form keeps (bizNoChk, idChk, authChk, accountChk) are ignored: the server re-checks. */
const commonShape = {
  supplyEntrNm: text(M.supplyEntrNm, PARTNER_LIMITS.supplyEntrNmMax),
  ownerNm: ZPersonName,
  bizKind: text(M.bizKind, PARTNER_LIMITS.bizKindMax),
  bizType: text(M.bizType, PARTNER_LIMITS.bizTypeMax),
  /** The radio; honoured only for a caller on the task allowed-IP list (P115). */
  entrType: z.enum(['N', 'O', 'G']).optional(),
  bizZipNo: ZZipNo,
  bizFixAddr: ZFixAddr,
  bizDtlAddr: ZDtlAddr,
  fax1: part,
  fax2: part,
  fax3: part,
  homeUrl: optionalText(M.homeUrl, PARTNER_LIMITS.homeUrlMax),
  chgNm: ZPersonName,
  chgEmail: ZEmail,
  csOperatorNm: ZPersonName,
  csOperatorEmail: ZEmail,
  sacOperatorNm: ZPersonName,
  sacOperatorEmail: ZEmail,
  usdSacUseYn: z._default(ZYn, 'N'),
  bankCd: ZAccountNoCheckRequest.shape.bankCd,
  bankNm: optionalText('account.msg.bankNm', 50),
  accountNm: ZAccountNoCheckRequest.shape.accountNm,
  accountNo: ZAccountNoCheckRequest.shape.accountNo,
  bankEnAddr: optionalText('account.msg.bankEnAddr', BANK_ACCOUNT_LIMITS.enAddrMax),
  swiftCd: optionalText('account.msg.swiftCd', BANK_ACCOUNT_LIMITS.swiftMax),
  countryCd: optionalText('account.msg.countryCd', 10),
  /** The mall's merchandiser the applicant talked to, when known: the name rule applies once given. */
  mdNm: z
    .string({ error: NAME_MESSAGES.letters })
    .trim()
    .default('')
    .superRefine((v, ctx) => {
      const r = v === '' ? null : ZPersonName.safeParse(v);
      if (r && !r.success) ctx.addIssue({ code: 'custom', message: r.error.issues[0]?.message ?? NAME_MESSAGES.letters });
    }),
  deptNm: ZDepartmentName.refine((v) => v.length <= 50, { error: NAME_MESSAGES.length }).default(''),
  mgrId: ZManagerId,
  passwd: z.string({ error: PASSWORD_RULE_MESSAGE_KEYS.required }),
  passwdChk: z.string({ error: PASSWORD_RULE_MESSAGE_KEYS.required }),
  agreeYn: z.literal('Y', { error: M.agreeYn }),
  agreeGenuineYn: z._default(ZYn, 'N'),
  pymagrmConfirmYn: z.literal('Y', { error: M.pymagrmConfirmYn }),
  ntceYn: z._default(ZYn, 'N'),
  bizNoChk: z.optional(ZYn),
  idChk: z.optional(ZYn),
  authChk: z.optional(ZYn),
  accountChk: z.optional(ZYn),
  /** The kind of each `file` part, in the order the parts are sent (see docs/decisions.md). */
  fileKinds: z.array(ZPartnerFileKind, { error: 'file.msg.kind' }).max(PARTNER_FILE_LIMITS.maxFiles, { error: 'file.msg.tooMany' }).default([]),
};

type Common = z.infer<z.ZodObject<typeof commonShape>>;
type Ctx = z.core.$RefinementCtx;
const SPACED_LATIN = /^[A-Za-z0-9 ]+$/;

/** Rules across fields that both pages share: password, genuine-goods agreement, overseas bank. */
function refineCommon(v: Common & { bizGb: string }, ctx: Ctx): void {
  for (const code of validateNewPassword(v.passwd, { mgrId: v.mgrId }))
    ctx.addIssue({ code: 'custom', path: ['passwd'], message: PASSWORD_RULE_MESSAGE_KEYS[code] });
  if (!confirmsPassword(v.passwd, v.passwdChk)) ctx.addIssue({ code: 'custom', path: ['passwdChk'], message: PASSWORD_RULE_MESSAGE_KEYS.confirmMismatch });
  if (v.entrType === 'O' && v.agreeGenuineYn !== 'Y') ctx.addIssue({ code: 'custom', path: ['agreeGenuineYn'], message: M.agreeGenuineYn });
  if (v.bankCd !== OVERSEAS_BANK_CODE) return;
  if (v.bizGb === 'C' || v.bizGb === 'P') {
    ctx.addIssue({ code: 'custom', path: ['bankCd'], message: 'account.msg.overseasBank' });
    return;
  }
  if (!v.bankNm) ctx.addIssue({ code: 'custom', path: ['bankNm'], message: 'account.msg.bankNm' });
  if (!SPACED_LATIN.test(v.bankEnAddr)) ctx.addIssue({ code: 'custom', path: ['bankEnAddr'], message: 'account.msg.bankEnAddr' });
  if (!SPACED_LATIN.test(v.swiftCd)) ctx.addIssue({ code: 'custom', path: ['swiftCd'], message: 'account.msg.swiftCd' });
  if (!v.countryCd) ctx.addIssue({ code: 'custom', path: ['countryCd'], message: 'account.msg.countryCd' });
}

const faxGiven = (v: { fax1: string; fax2: string; fax3: string }) => `${v.fax1}${v.fax2}${v.fax3}` !== '';

/** Domestic application (/Partner): business number checked, phones in three parts, SMS-verified mobile. */
export const ZPartnerJoinDomesticRequest = z
  .object({
    ...commonShape,
    bizGb: z.enum(['C', 'P'], { error: M.bizGb }),
    bizNo: ZBusinessNumber,
    phone1: ZPhonePrefix,
    phone2: ZPhoneMiddle,
    phone3: ZPhoneLast,
    ...domesticContactPhonesShape,
    /** The SMS the mobile was verified with; checked again at save and consumed. */
    authTime: ZAuthTime,
    authGb: z.enum(['I', 'U']).optional(),
    authNo: ZAuthNumber,
  })
  .superRefine((v, ctx) => {
    refineCommon(v, ctx);
    const fax = { phone1: v.fax1, phone2: v.fax2, phone3: v.fax3 };
    if (faxGiven(v) && !z.object({ phone1: ZPhonePrefix, phone2: ZPhoneMiddle, phone3: ZPhoneLast }).safeParse(fax).success) {
      ctx.addIssue({ code: 'custom', path: ['fax1'], message: M.fax });
    }
  });
export type TPartnerJoinDomesticRequest = z.infer<typeof ZPartnerJoinDomesticRequest>;

const intlDigits = (v: string) => /^[0-9]+$/.test(v) && v.length >= PHONE_LIMITS.intlMin && v.length <= PHONE_LIMITS.intlMax;

/**
 * International application (/IntPartner): optional business number (empty sent as XXXX), a typed address
 * (country, lines, city, postal code; the postcode search only for Korea), the company
 * phone and fax as one number split 4/4/rest into phone1-3 / fax1-3, the contacts' phones single. No SMS:
 * an overseas mobile cannot receive the domestic code, and global sellers sign in without it.
 */
export const ZPartnerJoinIntlRequest = z
  .object({
    ...commonShape,
    ...overseasAddressShape,
    bizGb: z.enum(['O', 'F'], { error: M.bizGb }),
    bizNo: ZIntlBusinessNumber.default(''),
    phone1: part,
    phone2: part,
    phone3: part,
    ...intlContactPhonesShape,
    authTime: z.string().optional(),
    authGb: z.string().optional(),
    authNo: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    refineCommon(v, ctx);
    refineOverseasAddress(v, ctx);
    if (!intlDigits(`${v.phone1}${v.phone2}${v.phone3}`)) ctx.addIssue({ code: 'custom', path: ['phone1'], message: PHONE_MESSAGES.intl });
    if (faxGiven(v) && !intlDigits(`${v.fax1}${v.fax2}${v.fax3}`)) ctx.addIssue({ code: 'custom', path: ['fax1'], message: M.fax });
  });
export type TPartnerJoinIntlRequest = z.infer<typeof ZPartnerJoinIntlRequest>;

/** The `partner` JSON part of POST /customer/supply/createPartnerJoin: the variant follows bizGb. */
export const ZPartnerJoinRequest = z.discriminatedUnion('bizGb', [ZPartnerJoinDomesticRequest, ZPartnerJoinIntlRequest], { error: M.bizGb });
export type TPartnerJoinRequest = z.infer<typeof ZPartnerJoinRequest>;
