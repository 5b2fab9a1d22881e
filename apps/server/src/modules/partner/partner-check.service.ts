import {
  BIZ_NO_CHECK,
  CODE_GROUPS,
  isValidBusinessNumber,
  OVERSEAS_BANK_CODE,
  type TAccountNoCheckReply,
  type TBizNoCheckReply,
  type TCodeItem,
  type TLanguage,
  type TPartnerAccountNoCheckRequest,
  type TSignupCodeCheckReply,
} from '@po/contracts';
import type { AccountCheckResult, BankVerifier } from '@/platform/bank/bank-verifier.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import { translate } from '@/platform/http/messages.ts';
import type { VerificationRow } from '@/platform/sms/verification.repository.ts';
import type { VerificationService } from '@/platform/sms/verification.service.ts';
import type { CodeService } from '@/modules/code/code.service.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { PartnerRepository } from './partner.repository.ts';

/** How long a verified sign-up code stays good for the save: the rest of the form takes a while. */
export const SIGNUP_CODE_MAX_AGE_MS = 60 * 60 * 1000;

/** A sign-up code is bound to the form's authTime and the phone it went to: another phone finds nothing. */
const signupOwner = (authTime: string, phone: string) => `signup:${authTime}:${phone}`;

const CHECK_RESULTS = {
  verified: { resultCode: 1, messageKey: 'partner.msg.authVerified' },
  tooManyChecks: { resultCode: 2, messageKey: 'partner.msg.authTooMany' },
  expired: { resultCode: 3, messageKey: 'step2.msg.msg6' },
  wrong: { resultCode: 4, messageKey: 'step2.msg.wrong' },
} as const;

/**
 * The sign-up form's checks (spec access §4 "Sign-up", §7). Each answers the form, and the application's
 * save calls the same functions again: the form's flags are never trusted.
 */
export function createPartnerCheckService(deps: {
  repo: PartnerRepository;
  supply: SupplyService;
  codes: CodeService;
  bank: BankVerifier;
  verification: VerificationService;
}) {
  const { repo, supply, codes, bank, verification } = deps;

  async function codeList(groupCode: string): Promise<TCodeItem[]> {
    return codes.listCodes({ groupCode, lang: 'ko' });
  }

  /** 'available', or why a domestic business number cannot apply. */
  async function bizNoStatus(bizNo: string): Promise<keyof typeof BIZ_NO_CHECK> {
    if (!/^[0-9]{10}$/.test(bizNo)) return 'length';
    if (!isValidBusinessNumber(bizNo)) return 'invalid';
    const taken = (await supply.isBizNoRegistered(bizNo)) || (await repo.existsPendingBizNo(bizNo));
    return taken ? 'registered' : 'available';
  }

  /**
   * The bank of a code as the application may use it: overseas (200) only for international applicants, and
   * otherwise a domestic bank, never a foreign bank's branch (the payment pledge refuses those).
   */
  async function usableBank(bankCd: string, international: boolean): Promise<TCodeItem> {
    const found = (await codeList(CODE_GROUPS.bank)).find((c) => c.code === bankCd);
    if (!found) throw validationError([{ field: 'bankCd', messageKey: 'account.msg.bankCd' }]);
    if (bankCd === OVERSEAS_BANK_CODE) {
      if (!international) throw validationError([{ field: 'bankCd', messageKey: 'account.msg.overseasBank' }]);
    } else if (found.attrC1 !== 'Y') throw validationError([{ field: 'bankCd', messageKey: 'account.msg.foreignBranch' }]);
    return found;
  }

  /** The bank driver's verdict; an unreachable bank is a 503, never a pass. */
  async function verifyAccount(opts: {
    bankCd: string;
    accountNm: string;
    accountNo: string;
    supplyEntrNm: string;
    ownerNm: string;
  }): Promise<AccountCheckResult> {
    const result = await bank.verifyAccount({
      bankCd: opts.bankCd,
      accountNo: opts.accountNo,
      holderName: opts.accountNm,
      companyNames: [opts.supplyEntrNm, opts.ownerNm],
    });
    if (result.resultCode === '900') throw new AppError('SERVICE_UNAVAILABLE', { messageKey: result.reasonKey });
    return result;
  }

  return {
    bizNoStatus,
    usableBank,
    verifyAccount,
    codeList,

    /** Accounts plus pending applications holding the id: 0 means available. */
    async countMgrId(mgrId: string): Promise<number> {
      const account = await supply.findAccount(mgrId);
      return (account ? 1 : 0) + (await repo.countPendingMgrId(mgrId));
    },

    async checkBizNo(opts: { bizNo: string; lang: TLanguage }): Promise<TBizNoCheckReply> {
      const r = BIZ_NO_CHECK[await bizNoStatus(opts.bizNo.trim())];
      return { resultCode: r.resultCode, resultMsg: translate(r.messageKey, opts.lang) };
    },

    /** The form's account-check button: a domestic bank account held by the company or its representative. */
    async checkAccount(opts: { body: TPartnerAccountNoCheckRequest; lang: TLanguage }): Promise<TAccountNoCheckReply> {
      if (opts.body.bankCd === OVERSEAS_BANK_CODE) throw validationError([{ field: 'bankCd', messageKey: 'account.msg.overseasNoCheck' }]);
      await usableBank(opts.body.bankCd, false);
      const r = await verifyAccount(opts.body);
      return { resultCode: r.resultCode, resultMsg: translate(r.reasonKey, opts.lang) };
    },

    /** Sends the sign-up code to a mobile number (G098 prefixes); 5 sends per phone per hour. */
    async sendSignupCode(opts: { phone1: string; phone: string; authTime: string; lang: TLanguage }): Promise<string> {
      if (!(await codeList(CODE_GROUPS.mobilePrefix)).some((c) => c.code === opts.phone1))
        throw validationError([{ field: 'phone1', messageKey: 'phone.msg.prefix' }]);
      return verification.sendCode({
        purpose: 'signup',
        owner: signupOwner(opts.authTime, opts.phone),
        authTime: opts.authTime,
        phone: opts.phone,
        messagePrefix: translate('sms.message.signup', opts.lang),
      });
    },

    /** The form's code check: 1 verified, 2 too many checks, 3 expired or never sent, 4 wrong code. */
    async checkSignupCode(opts: { phone: string; authTime: string; authNo: string; lang: TLanguage }): Promise<TSignupCodeCheckReply> {
      const { outcome } = await verification.checkCode({
        purpose: 'signup',
        owner: signupOwner(opts.authTime, opts.phone),
        authTime: opts.authTime,
        code: opts.authNo,
      });
      const r = CHECK_RESULTS[outcome];
      return { resultCode: r.resultCode, resultMsg: translate(r.messageKey, opts.lang) };
    },

    /** The verified, unused code of this phone and authTime, proven again by its value; undefined when there is none. */
    async findVerifiedSignupCode(opts: { phone: string; authTime: string; authNo: string }): Promise<VerificationRow | undefined> {
      return verification.findVerifiedCode({
        purpose: 'signup',
        owner: signupOwner(opts.authTime, opts.phone),
        authTime: opts.authTime,
        code: opts.authNo,
        maxAgeMs: SIGNUP_CODE_MAX_AGE_MS,
      });
    },

    /** Whether the caller's IP is on the task allowed-IP list (code group P115). */
    async isTaskAllowedIp(ip: string): Promise<boolean> {
      return (await codeList(CODE_GROUPS.taskAllowIp)).some((c) => c.code === ip);
    },
  };
}
export type PartnerCheckService = ReturnType<typeof createPartnerCheckService>;
