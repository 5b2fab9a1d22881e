import { KOREA_COUNTRY_CODE, OVERSEAS_BANK_CODE, type TPartnerJoinRequest } from '@po/contracts';
import type { NewPartnerJoin } from './partner.repository.ts';

type Domestic = Extract<TPartnerJoinRequest, { bizGb: 'C' | 'P' }>;
export const isDomestic = (req: TPartnerJoinRequest): req is Domestic => req.bizGb === 'C' || req.bizGb === 'P';

const orNull = (v: string) => (v === '' ? null : v);
const join = (...parts: string[]) => parts.join('');

/** Phones as stored digits: domestic ones from three parts, the international contacts' as one number. */
function phonesOf(req: TPartnerJoinRequest) {
  const company = { phone: join(req.phone1, req.phone2, req.phone3), fax: orNull(join(req.fax1, req.fax2, req.fax3)) };
  if (!isDomestic(req)) return { ...company, chgHphone: req.chgHphone, csOperatorPhone: req.csOperatorPhone, sacOperatorPhone: req.sacOperatorPhone };
  return {
    ...company,
    chgHphone: join(req.chgHphone1, req.chgHphone2, req.chgHphone3),
    csOperatorPhone: join(req.csOperatorPhone1, req.csOperatorPhone2, req.csOperatorPhone3),
    sacOperatorPhone: join(req.sacOperatorPhone1, req.sacOperatorPhone2, req.sacOperatorPhone3),
  };
}

/** Domestic addresses are Korean and carry their city in the base address; an overseas one names both. */
function addressPlaceOf(req: TPartnerJoinRequest): { bizCountryCd: string; bizCityNm: string | null } {
  if (isDomestic(req)) return { bizCountryCd: KOREA_COUNTRY_CODE, bizCityNm: null };
  return { bizCountryCd: req.bizCountryCd, bizCityNm: req.bizCountryCd === KOREA_COUNTRY_CODE ? null : req.bizCityNm };
}

/** The application row of a checked request: phones as digits, the bank name from the code list unless overseas. */
export function toPartnerJoinRecord(
  req: TPartnerJoinRequest,
  extra: { entrType: 'N' | 'O' | 'G'; passwdHash: string; bankNm: string; createdAt: Date },
): NewPartnerJoin {
  const overseasBank = req.bankCd === OVERSEAS_BANK_CODE;
  return {
    entrStsCd: '10',
    bizGb: req.bizGb,
    bizNo: req.bizNo,
    entrType: extra.entrType,
    supplyEntrNm: req.supplyEntrNm,
    ownerNm: req.ownerNm,
    bizKind: req.bizKind,
    bizType: req.bizType,
    zipNo: req.bizZipNo,
    fixAddr: req.bizFixAddr,
    dtlAddr: req.bizDtlAddr,
    ...addressPlaceOf(req),
    ...phonesOf(req),
    homeUrl: orNull(req.homeUrl),
    chgNm: req.chgNm,
    chgEmail: req.chgEmail,
    csOperatorNm: req.csOperatorNm,
    csOperatorEmail: req.csOperatorEmail,
    sacOperatorNm: req.sacOperatorNm,
    sacOperatorEmail: req.sacOperatorEmail,
    usdSacUseYn: req.usdSacUseYn,
    bankCd: req.bankCd,
    bankNm: extra.bankNm,
    accountNm: req.accountNm,
    accountNo: req.accountNo,
    bankEnAddr: overseasBank ? req.bankEnAddr : null,
    swiftCd: overseasBank ? req.swiftCd : null,
    countryCd: overseasBank ? req.countryCd : null,
    mdNm: orNull(req.mdNm),
    deptNm: orNull(req.deptNm),
    mgrId: req.mgrId,
    passwdHash: extra.passwdHash,
    agreeYn: req.agreeYn,
    agreeGenuineYn: req.agreeGenuineYn,
    pymagrmConfirmYn: req.pymagrmConfirmYn,
    ntceYn: req.ntceYn,
    createdAt: extra.createdAt,
  };
}
