import type { TMessageKey } from '@po/contracts';
/** What a bank-account check is given: the account, its holder, and the names the holder may carry. */
export interface AccountCheck {
  bankCd: string;
  accountNo: string;
  holderName: string;
  /** The seller's company name and representative: a settlement account must be held by one of them. */
  companyNames: string[];
}

/** resultCode '000' is a verified account (the code the sign-up's accountNoCheck answers). */
export interface AccountCheckResult {
  ok: boolean;
  resultCode: string;
  /** Message key saying why (or that it was verified). */
  reasonKey: TMessageKey;
}

/** The bank-account check (DESIGN: external services sit behind interfaces). */
export interface BankVerifier {
  verifyAccount(check: AccountCheck): Promise<AccountCheckResult>;
}

export const BANK_RESULT = {
  verified: { ok: true, resultCode: '000', reasonKey: 'bank.msg.verified' },
  format: { ok: false, resultCode: '101', reasonKey: 'bank.msg.accountNoFormat' },
  zeros: { ok: false, resultCode: '102', reasonKey: 'bank.msg.accountNoZeros' },
  holder: { ok: false, resultCode: '201', reasonKey: 'bank.msg.holderMismatch' },
  unavailable: { ok: false, resultCode: '900', reasonKey: 'bank.msg.unavailable' },
} as const satisfies Record<string, AccountCheckResult>;

/**
 * A name as a bank prints it, for comparison: Unicode-normalised, case-folded, without spaces and without
 * the corporate markers banks write either way ("(주)모던패션" = "주식회사 모던패션" = "모던패션 (주)").
 */
export function foldHolderName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\(주\)|주식회사|\(유\)|유한회사/g, '')
    .replace(/\s+/g, '');
}

/**
 * The default driver, for installations without a bank contract: it cannot ask a bank, so it accepts a
 * well-formed number (8-20 digits, not all zeros) held by the company or its representative, and says
 * why otherwise. A real driver (open-banking account-holder inquiry) replaces it behind the same interface.
 */
export function createOfflineBankVerifier(): BankVerifier {
  return {
    async verifyAccount(check) {
      if (!/^[0-9]{8,20}$/.test(check.accountNo)) return BANK_RESULT.format;
      if (/^0+$/.test(check.accountNo)) return BANK_RESULT.zeros;
      const holder = foldHolderName(check.holderName);
      const matches = holder !== '' && check.companyNames.some((n) => foldHolderName(n) === holder);
      return matches ? BANK_RESULT.verified : BANK_RESULT.holder;
    },
  };
}
