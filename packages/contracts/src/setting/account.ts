import { z } from 'zod';
import { ZYn } from '../common/replies.ts';
import { ZEmailDomain, ZEmailLocal } from '../rules/email.ts';
import { domesticContactPhonesShape, intlContactPhonesShape } from '../rules/phone.ts';
import { ZPersonName } from '../rules/weighted-name.ts';

const s = z.string();

/**
 * The seller company as the account screen shows it (spec business §3 "Seller company"). Phones travel in
 * the three parts and e-mails in the two boxes the forms use (`chgHphone1-3`, `chgEmail1-2`), which is
 * what §3's trailing 1 refers to. Business facts the mall owns are read-only here. An overseas seller's
 * (entrType G) contact phones are international numbers, which have no Korean parts: they travel whole in
 * `chgHphone`, `csOperatorPhone` and `sacOperatorPhone` (stored digits, every seller) and their parts are empty.
 */
export const ZAccountReply = z.object({
  supplyEntrCd: s,
  supplyEntrNm: s,
  ownerNm: s,
  bizGb: s,
  bizGbText: s,
  bizNo: s,
  /** 3-2-5 dashed for a domestic number. */
  bizNoText: s,
  bizKind: s,
  bizType: s,
  entrType: s,
  entrStsCd: s,
  entrStsNm: s,
  phone1: s,
  phone2: s,
  phone3: s,
  fax1: s,
  fax2: s,
  fax3: s,
  zipNo: s,
  fixAddr: s,
  dtlAddr: s,
  /** The address's country (U200) and, abroad, its city; the whole address in one line for reading. */
  bizCountryCd: s,
  bizCityNm: s,
  bizAddressText: s,
  /** The company phone as people read it (02-1588-1234, +358 9 1234500): formatted here, so the page needs no numbering plans. */
  phoneText: s,
  homeUrl: s,
  chgNm: s,
  chgHphone1: s,
  chgHphone2: s,
  chgHphone3: s,
  chgHphone: s,
  chgEmail1: s,
  chgEmail2: s,
  ntceYn: ZYn,
  csOperatorNm: s,
  csOperatorPhone1: s,
  csOperatorPhone2: s,
  csOperatorPhone3: s,
  csOperatorPhone: s,
  csOperatorEmail1: s,
  csOperatorEmail2: s,
  sacOperatorNm: s,
  sacOperatorPhone1: s,
  sacOperatorPhone2: s,
  sacOperatorPhone3: s,
  sacOperatorPhone: s,
  sacOperatorEmail1: s,
  sacOperatorEmail2: s,
  sellFeeRate: s,
  settleDay: z.number().int(),
  usdSacUseYn: ZYn,
  bankCd: s,
  /** §3's name of the bank code: the same value as bankCd (the sign-up form's name). */
  accountCode: s,
  bankNm: s,
  accountNm: s,
  accountNo: s,
  bankEnAddr: s,
  swiftCd: s,
  countryCd: s,
  mdNm: s,
  sellFeeRateConfirmYn: ZYn,
  agreeYn: ZYn,
  agreeGenuineYn: ZYn,
  upDt: s,
});
export type TAccountReply = z.infer<typeof ZAccountReply>;

const contactFields = {
  chgNm: ZPersonName,
  chgEmail1: ZEmailLocal,
  chgEmail2: ZEmailDomain,
  csOperatorNm: ZPersonName,
  csOperatorEmail1: ZEmailLocal,
  csOperatorEmail2: ZEmailDomain,
  sacOperatorNm: ZPersonName,
  sacOperatorEmail1: ZEmailLocal,
  sacOperatorEmail2: ZEmailDomain,
  ntceYn: ZYn,
};

/**
 * PUT /setting/account: the contacts and the alimtalk flag, with the rules of spec access §5 for names,
 * phones and e-mails. The settlement contact's e-mail receives the tax invoices, so every contact is required.
 * Which phones a seller sends is the session seller's kind, never the body's: the route takes either kind's
 * phone fields (each checked when given) and the service requires the seller's kind with
 * `updateAccountRequestOf(entrType)`.
 */
export const ZUpdateAccountRequest = z.object({
  ...contactFields,
  ...z.object(domesticContactPhonesShape).partial().shape,
  ...z.object(intlContactPhonesShape).partial().shape,
});
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

/** PUT /setting/account of a domestic seller (entrType N or O): phones in three parts. */
export const ZUpdateDomesticAccountRequest = z.object({ ...contactFields, ...domesticContactPhonesShape });
export type TUpdateDomesticAccountRequest = z.infer<typeof ZUpdateDomesticAccountRequest>;

/** PUT /setting/account of an overseas seller (entrType G): one international number per contact. */
export const ZUpdateIntlAccountRequest = z.object({ ...contactFields, ...intlContactPhonesShape });
export type TUpdateIntlAccountRequest = z.infer<typeof ZUpdateIntlAccountRequest>;

/** Whether a seller's contacts take international numbers (an overseas seller, entrType G). */
export const takesIntlPhones = (entrType: string): boolean => entrType === 'G';

/** The request a seller of this kind sends (the web checks the form with it, the server the body). */
export const updateAccountRequestOf = (entrType: string) => (takesIntlPhones(entrType) ? ZUpdateIntlAccountRequest : ZUpdateDomesticAccountRequest);

/** The three contacts of a company, by their field-name prefixes. */
export const ACCOUNT_CONTACTS = [
  { nm: 'chgNm', phone: 'chgHphone', email: 'chgEmail' },
  { nm: 'csOperatorNm', phone: 'csOperatorPhone', email: 'csOperatorEmail' },
  { nm: 'sacOperatorNm', phone: 'sacOperatorPhone', email: 'sacOperatorEmail' },
] as const;
