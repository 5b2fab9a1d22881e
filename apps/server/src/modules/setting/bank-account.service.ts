import {
  CODE_GROUPS,
  OVERSEAS_BANK_CODE,
  type TAccountNoCheckReply,
  type TAccountNoCheckRequest,
  type TLanguage,
  type TUpdateBankAccountRequest,
} from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { AccountCheckResult, BankVerifier } from '@/platform/bank/bank-verifier.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import type { CodeService } from '@/modules/code/code.service.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { AccountService } from './account.service.ts';

/** The settlement account: checked with the bank before it is saved, and recorded like every change. */
export function createBankAccountService(deps: { supply: SupplyService; codes: CodeService; bank: BankVerifier; account: AccountService }) {
  const { supply, codes, bank, account } = deps;

  async function companyRow(session: SessionContext) {
    const entr = await supply.findSupplyEntr(companyOf(session));
    if (!entr) throw new AppError('NOT_FOUND');
    return entr;
  }

  /** The bank of a code; a payment account must be at a domestic bank, not a foreign bank's branch. */
  async function domesticBank(bankCd: string) {
    const found = (await codes.listCodes({ groupCode: CODE_GROUPS.bank, lang: 'ko' })).find((c) => c.code === bankCd);
    if (!found) throw validationError([{ field: 'bankCd', messageKey: 'account.msg.bankCd' }]);
    if (bankCd === OVERSEAS_BANK_CODE) throw validationError([{ field: 'bankCd', messageKey: 'account.msg.overseasNoCheck' }]);
    if (found.attrC1 !== 'Y') throw validationError([{ field: 'bankCd', messageKey: 'account.msg.foreignBranch' }]);
    return found;
  }

  async function verify(session: SessionContext, b: TAccountNoCheckRequest): Promise<AccountCheckResult> {
    const entr = await companyRow(session);
    await domesticBank(b.bankCd);
    const result = await bank.verifyAccount({
      bankCd: b.bankCd,
      accountNo: b.accountNo,
      holderName: b.accountNm,
      companyNames: [entr.supplyEntrNm, entr.ownerNm],
    });
    if (result.resultCode === '900') throw new AppError('SERVICE_UNAVAILABLE', { messageKey: result.reasonKey });
    return result;
  }

  async function overseasPatch(session: SessionContext, b: TUpdateBankAccountRequest) {
    const entr = await companyRow(session);
    if (entr.entrType !== 'G') throw validationError([{ field: 'bankCd', messageKey: 'account.msg.overseasBank' }]);
    const countries = await codes.listCodes({ groupCode: CODE_GROUPS.country, lang: 'ko' });
    if (!countries.some((c) => c.code === b.countryCd)) throw validationError([{ field: 'countryCd', messageKey: 'account.msg.countryCd' }]);
    return {
      bankCd: b.bankCd,
      bankNm: b.bankNm ?? '',
      accountNm: b.accountNm,
      accountNo: b.accountNo,
      bankEnAddr: b.bankEnAddr ?? null,
      swiftCd: b.swiftCd ?? null,
      countryCd: b.countryCd ?? null,
    };
  }

  return {
    /** The check alone (the form's "account check" button): resultCode '000' when verified. */
    async checkBankAccount(opts: { session: SessionContext; body: TAccountNoCheckRequest; lang: TLanguage }): Promise<TAccountNoCheckReply> {
      const r = await verify(opts.session, opts.body);
      return { resultCode: r.resultCode, resultMsg: translate(r.reasonKey, opts.lang) };
    },

    /** Changes the account: a domestic one only after the check passes here (the form's check is a convenience). */
    async updateBankAccount(opts: { session: SessionContext; body: TUpdateBankAccountRequest }): Promise<1> {
      const b = opts.body;
      if (b.bankCd === OVERSEAS_BANK_CODE) return account.changeCompany(opts.session, await overseasPatch(opts.session, b));
      const r = await verify(opts.session, b);
      if (!r.ok) throw validationError([{ field: r.resultCode === '201' ? 'accountNm' : 'accountNo', messageKey: r.reasonKey }]);
      const bankNm = (await domesticBank(b.bankCd)).codeNm;
      return account.changeCompany(opts.session, {
        bankCd: b.bankCd,
        bankNm,
        accountNm: b.accountNm,
        accountNo: b.accountNo,
        bankEnAddr: null,
        swiftCd: null,
        countryCd: null,
      });
    },
  };
}
export type BankAccountService = ReturnType<typeof createBankAccountService>;
