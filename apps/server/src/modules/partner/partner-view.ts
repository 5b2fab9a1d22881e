import { businessNumberText, type TLanguage, type TPartnerJoinDetailReply, type TPartnerJoinRow, type TStoredFileItem } from '@po/contracts';
import type { StoredFileMeta } from '@/platform/files/file-store.ts';
import { countryName } from '@/modules/code/reference/countries.ts';
import { bizGbText, entrStsName } from '@/modules/supply/supply.service.ts';
import type { PartnerJoinRow } from './partner.repository.ts';

export const toFileItem = (f: StoredFileMeta): TStoredFileItem => ({
  fileSeq: f.fileSeq,
  fileKind: f.fileKind,
  fileNm: f.fileNm,
  fileSize: f.fileSize,
  mimeType: f.mimeType,
});

/** A row of the operator's application list. */
export function toPartnerJoinRow(r: PartnerJoinRow, lang: TLanguage): TPartnerJoinRow {
  return {
    applSeq: r.applSeq,
    entrStsCd: r.entrStsCd,
    entrStsNm: entrStsName(r.entrStsCd, lang),
    bizGb: r.bizGb,
    bizGbText: bizGbText(r.bizGb, lang),
    bizNo: r.bizNo,
    bizNoText: businessNumberText(r.bizNo),
    supplyEntrNm: r.supplyEntrNm,
    ownerNm: r.ownerNm,
    entrType: r.entrType,
    mgrId: r.mgrId,
    chgNm: r.chgNm,
    regDt: r.createdAt.toISOString(),
    decidedDt: r.decidedAt?.toISOString() ?? null,
    supplyEntrCd: r.supplyEntrCd,
  };
}

/** Everything the applicant sent, with the attachments' metadata; never the password hash. */
export function toPartnerJoinDetail(r: PartnerJoinRow, files: StoredFileMeta[], lang: TLanguage): TPartnerJoinDetailReply {
  return {
    ...toPartnerJoinRow(r, lang),
    bizKind: r.bizKind,
    bizType: r.bizType,
    bizCountryCd: r.bizCountryCd,
    bizCountryNm: countryName(r.bizCountryCd, lang),
    bizCityNm: r.bizCityNm ?? '',
    bizZipNo: r.zipNo,
    bizFixAddr: r.fixAddr,
    bizDtlAddr: r.dtlAddr,
    phone: r.phone,
    fax: r.fax ?? '',
    homeUrl: r.homeUrl ?? '',
    chgHphone: r.chgHphone,
    chgEmail: r.chgEmail,
    csOperatorNm: r.csOperatorNm,
    csOperatorPhone: r.csOperatorPhone,
    csOperatorEmail: r.csOperatorEmail,
    sacOperatorNm: r.sacOperatorNm,
    sacOperatorPhone: r.sacOperatorPhone,
    sacOperatorEmail: r.sacOperatorEmail,
    usdSacUseYn: r.usdSacUseYn,
    bankCd: r.bankCd,
    bankNm: r.bankNm ?? '',
    accountNm: r.accountNm,
    accountNo: r.accountNo,
    bankEnAddr: r.bankEnAddr ?? '',
    swiftCd: r.swiftCd ?? '',
    countryCd: r.countryCd ?? '',
    mdNm: r.mdNm ?? '',
    deptNm: r.deptNm ?? '',
    agreeYn: r.agreeYn,
    agreeGenuineYn: r.agreeGenuineYn,
    pymagrmConfirmYn: r.pymagrmConfirmYn,
    ntceYn: r.ntceYn,
    rejectReason: r.rejectReason,
    decidedBy: r.decidedBy,
    files: files.map(toFileItem),
  };
}
