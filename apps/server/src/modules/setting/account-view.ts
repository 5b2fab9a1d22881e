import {
  businessNumberText,
  joinEmail,
  KOREA_COUNTRY_CODE,
  overseasAddressText,
  joinPhoneParts,
  takesIntlPhones,
  type TAccountReply,
  type TLanguage,
  type TUpdateDomesticAccountRequest,
  type TUpdateIntlAccountRequest,
} from '@po/contracts';
import { formatPhoneNumber } from '@po/contracts/rules/phone-format';
import { countryName } from '@/modules/code/reference/countries.ts';
import { bizGbText, entrStsName, splitPhoneParts, type CompanyPatch, type SupplyEntrRow } from '@/modules/supply/supply.service.ts';

const phone = (name: string, value: string | null) => {
  const [p1, p2, p3] = splitPhoneParts(value);
  return { [`${name}1`]: p1, [`${name}2`]: p2, [`${name}3`]: p3 };
};

/** A contact's phone whole (stored digits) and, for a domestic seller, in its three parts; an international number has no parts. */
const contactPhone = (name: string, value: string | null, intl: boolean) => ({ ...phone(name, intl ? null : value), [name]: value ?? '' });

const email = (name: string, value: string | null) => {
  const v = value ?? '';
  const at = v.lastIndexOf('@');
  return { [`${name}1`]: at < 0 ? v : v.slice(0, at), [`${name}2`]: at < 0 ? '' : v.slice(at + 1) };
};

/** The company as the account screen shows it: phones in parts, e-mails in two boxes, bizNo 3-2-5. */
export function toAccountReply(e: SupplyEntrRow, lang: TLanguage): TAccountReply {
  const intl = takesIntlPhones(e.entrType);
  const parts = {
    ...phone('phone', e.phone),
    ...phone('fax', e.fax),
    ...contactPhone('chgHphone', e.chgHphone, intl),
    ...email('chgEmail', e.chgEmail),
    ...contactPhone('csOperatorPhone', e.csOperatorPhone, intl),
    ...email('csOperatorEmail', e.csOperatorEmail),
    ...contactPhone('sacOperatorPhone', e.sacOperatorPhone, intl),
    ...email('sacOperatorEmail', e.sacOperatorEmail),
  } as Pick<
    TAccountReply,
    | 'phone1'
    | 'phone2'
    | 'phone3'
    | 'fax1'
    | 'fax2'
    | 'fax3'
    | 'chgHphone1'
    | 'chgHphone2'
    | 'chgHphone3'
    | 'chgHphone'
    | 'chgEmail1'
    | 'chgEmail2'
    | 'csOperatorPhone1'
    | 'csOperatorPhone2'
    | 'csOperatorPhone3'
    | 'csOperatorPhone'
    | 'csOperatorEmail1'
    | 'csOperatorEmail2'
    | 'sacOperatorPhone1'
    | 'sacOperatorPhone2'
    | 'sacOperatorPhone3'
    | 'sacOperatorPhone'
    | 'sacOperatorEmail1'
    | 'sacOperatorEmail2'
  >;
  return {
    supplyEntrCd: e.supplyEntrCd,
    supplyEntrNm: e.supplyEntrNm,
    ownerNm: e.ownerNm,
    bizGb: e.bizGb,
    bizGbText: bizGbText(e.bizGb, lang),
    bizNo: e.bizNo,
    bizNoText: businessNumberText(e.bizNo),
    bizKind: e.bizKind ?? '',
    bizType: e.bizType ?? '',
    entrType: e.entrType,
    entrStsCd: e.entrStsCd,
    entrStsNm: entrStsName(e.entrStsCd, lang),
    ...parts,
    zipNo: e.zipNo ?? '',
    fixAddr: e.fixAddr ?? '',
    dtlAddr: e.dtlAddr ?? '',
    bizCountryCd: e.bizCountryCd,
    bizCityNm: e.bizCityNm ?? '',
    bizAddressText: companyAddressText(e, lang),
    phoneText: formatPhoneNumber(e.phone),
    homeUrl: e.homeUrl ?? '',
    chgNm: e.chgNm ?? '',
    ntceYn: e.ntceYn,
    csOperatorNm: e.csOperatorNm ?? '',
    sacOperatorNm: e.sacOperatorNm ?? '',
    sellFeeRate: e.sellFeeRate,
    settleDay: e.settleDay,
    usdSacUseYn: e.usdSacUseYn,
    bankCd: e.bankCd ?? '',
    accountCode: e.bankCd ?? '',
    bankNm: e.bankNm ?? '',
    accountNm: e.accountNm ?? '',
    accountNo: e.accountNo ?? '',
    bankEnAddr: e.bankEnAddr ?? '',
    swiftCd: e.swiftCd ?? '',
    countryCd: e.countryCd ?? '',
    mdNm: e.mdNm ?? '',
    sellFeeRateConfirmYn: e.sellFeeRateConfirmYn,
    agreeYn: e.agreeYn,
    agreeGenuineYn: e.agreeGenuineYn,
    upDt: e.updatedAt.toISOString(),
  };
}

const join = (p1: string, p2: string, p3: string) => joinPhoneParts({ phone1: p1, phone2: p2, phone3: p3 });

/** The names, e-mails (joined address) and alimtalk flag both kinds of seller send. */
const namesAndEmails = (b: TUpdateDomesticAccountRequest | TUpdateIntlAccountRequest): CompanyPatch => ({
  chgNm: b.chgNm,
  chgEmail: joinEmail(b.chgEmail1, b.chgEmail2),
  csOperatorNm: b.csOperatorNm,
  csOperatorEmail: joinEmail(b.csOperatorEmail1, b.csOperatorEmail2),
  sacOperatorNm: b.sacOperatorNm,
  sacOperatorEmail: joinEmail(b.sacOperatorEmail1, b.sacOperatorEmail2),
  ntceYn: b.ntceYn,
});

/** The stored form of a domestic seller's contacts: each phone's parts joined into digits. */
export function toDomesticContactPatch(b: TUpdateDomesticAccountRequest): CompanyPatch {
  return {
    ...namesAndEmails(b),
    chgHphone: join(b.chgHphone1, b.chgHphone2, b.chgHphone3),
    csOperatorPhone: join(b.csOperatorPhone1, b.csOperatorPhone2, b.csOperatorPhone3),
    sacOperatorPhone: join(b.sacOperatorPhone1, b.sacOperatorPhone2, b.sacOperatorPhone3),
  };
}

/** The stored form of an overseas seller's contacts: the international numbers as sent (digits). */
export function toIntlContactPatch(b: TUpdateIntlAccountRequest): CompanyPatch {
  return { ...namesAndEmails(b), chgHphone: b.chgHphone, csOperatorPhone: b.csOperatorPhone, sacOperatorPhone: b.sacOperatorPhone };
}

/** The company fields the change log follows (what the settings screen may change). */
export const COMPANY_LOGGED_FIELDS = [
  'chgNm',
  'chgHphone',
  'chgEmail',
  'ntceYn',
  'csOperatorNm',
  'csOperatorPhone',
  'csOperatorEmail',
  'sacOperatorNm',
  'sacOperatorPhone',
  'sacOperatorEmail',
  'bankCd',
  'bankNm',
  'accountNm',
  'accountNo',
  'bankEnAddr',
  'swiftCd',
  'countryCd',
] as const satisfies readonly (keyof CompanyPatch)[];

/** The company address in one line: "(postcode) base detail" for Korea, lines, city, postal code and country abroad. */
function companyAddressText(e: SupplyEntrRow, lang: TLanguage): string {
  const a = { zipNo: e.zipNo ?? '', fixAddr: e.fixAddr ?? '', dtlAddr: e.dtlAddr ?? '' };
  if (e.bizCountryCd === KOREA_COUNTRY_CODE) return [a.zipNo && `(${a.zipNo})`, a.fixAddr, a.dtlAddr].filter(Boolean).join(' ');
  return overseasAddressText({ ...a, cityNm: e.bizCityNm ?? '', countryNm: countryName(e.bizCountryCd, lang) });
}
