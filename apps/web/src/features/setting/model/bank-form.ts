import { OVERSEAS_BANK_CODE, type TAccountNoCheckReply, type TAccountReply, type TCodeItem } from '@po/contracts';

export interface BankFormValues {
  bankCd?: string;
  accountNm?: string;
  accountNo?: string;
  bankNm?: string;
  bankEnAddr?: string;
  swiftCd?: string;
  countryCd?: string;
}

/** The account the last check answered for, and its answer. */
export interface BankCheck {
  bankCd: string;
  accountNm: string;
  accountNo: string;
  reply: TAccountNoCheckReply;
}

export const VERIFIED_CODE = '000';

export const isOverseasBank = (bankCd: string | undefined): boolean => bankCd === OVERSEAS_BANK_CODE;

/**
 * Banks a seller may pick: domestic banks (attrC1 set); branches of foreign banks are refused by the
 * payment pledge. The overseas bank (200) is for global sellers only.
 */
export function bankOptions(banks: readonly TCodeItem[], entrType: string): TCodeItem[] {
  return banks.filter((b) => (b.code === OVERSEAS_BANK_CODE ? entrType === 'G' : !!b.attrC1));
}

export function toBankFormValues(a: TAccountReply): BankFormValues {
  return {
    bankCd: a.bankCd || undefined,
    accountNm: a.accountNm,
    accountNo: a.accountNo,
    bankNm: a.bankNm,
    bankEnAddr: a.bankEnAddr,
    swiftCd: a.swiftCd,
    countryCd: a.countryCd || undefined,
  };
}

/** The request body of the check (and of the save of a domestic account). */
export function checkBody(v: BankFormValues): { bankCd: string; accountNm: string; accountNo: string } {
  return { bankCd: v.bankCd ?? '', accountNm: (v.accountNm ?? '').trim(), accountNo: (v.accountNo ?? '').trim() };
}

/** The check answered for exactly these values and verified them. */
export function isCheckedFor(check: BankCheck | null, v: BankFormValues): boolean {
  if (!check || check.reply.resultCode !== VERIFIED_CODE) return false;
  const b = checkBody(v);
  return check.bankCd === b.bankCd && check.accountNm === b.accountNm && check.accountNo === b.accountNo;
}

/** A domestic account is saved only after a successful check of the same values; an overseas one needs none. */
export const canSaveBank = (check: BankCheck | null, v: BankFormValues): boolean => isOverseasBank(v.bankCd) || isCheckedFor(check, v);

/** The save body: the overseas fields only for the overseas bank. */
export function bankSaveBody(v: BankFormValues) {
  const base = checkBody(v);
  if (!isOverseasBank(v.bankCd)) return base;
  const s = (x: string | undefined) => (x ?? '').trim();
  return { ...base, bankNm: s(v.bankNm), bankEnAddr: s(v.bankEnAddr), swiftCd: s(v.swiftCd), countryCd: v.countryCd ?? '' };
}
