import { z } from 'zod';
import { textOf, withFormRules } from '../form/form-rules.ts';
import { OVERSEAS_BANK_CODE } from '../code/code.ts';

/** Bank account limits (spec access §5, §9): account number at least 8 digits; English address 200; swift 11. */
export const BANK_ACCOUNT_LIMITS = { accountNoMin: 8, accountNoMax: 20, holderMax: 50, enAddrMax: 200, swiftMax: 11 } as const;
const L = BANK_ACCOUNT_LIMITS;

/** The account check's answer: resultCode '000' is a verified account; resultMsg says why not otherwise. */
export const ZAccountNoCheckReply = z.object({ resultCode: z.string(), resultMsg: z.string() });
export type TAccountNoCheckReply = z.infer<typeof ZAccountNoCheckReply>;

/** PUT /setting/account/accountNoCheck: the account the seller typed, checked with the bank (no save). */
export const ZAccountNoCheckRequest = z.object({
  bankCd: z.string({ error: 'account.msg.bankCd' }).trim().min(1, { error: 'account.msg.bankCd' }).max(10, { error: 'account.msg.bankCd' }),
  accountNm: z
    .string({ error: 'account.msg.accountNm' })
    .trim()
    .min(1, { error: 'account.msg.accountNm', abort: true })
    .max(L.holderMax, { error: 'account.msg.accountNmLength' }),
  accountNo: z
    .string({ error: 'account.msg.accountNo' })
    .trim()
    .min(1, { error: 'account.msg.accountNo', abort: true })
    .regex(/^[0-9]+$/, { error: 'account.msg.accountNoDigits', abort: true })
    .min(L.accountNoMin, { error: 'account.msg.accountNoLength' })
    .max(L.accountNoMax, { error: 'account.msg.accountNoLength' }),
});
export type TAccountNoCheckRequest = z.infer<typeof ZAccountNoCheckRequest>;

const optionalText = z.string().trim().optional();

/**
 * PUT /setting/account/bank: changes the settlement account after a successful check on the server. The
 * overseas bank (code 200, global sellers) needs bank name, English address, swift and country instead.
 */
export const ZUpdateBankAccountRequest = withFormRules(
  ZAccountNoCheckRequest.extend({ bankNm: optionalText, bankEnAddr: optionalText, swiftCd: optionalText, countryCd: optionalText }),
  (v, ctx) => {
    if (textOf(v.bankCd) !== OVERSEAS_BANK_CODE) return;
    const enAddr = textOf(v.bankEnAddr);
    const swift = textOf(v.swiftCd);
    if (!textOf(v.bankNm)) ctx.addIssue({ code: 'custom', path: ['bankNm'], message: 'account.msg.bankNm' });
    if (!enAddr || enAddr.length > L.enAddrMax || !/^[A-Za-z0-9 ]+$/.test(enAddr))
      ctx.addIssue({ code: 'custom', path: ['bankEnAddr'], message: 'account.msg.bankEnAddr' });
    if (!swift || swift.length > L.swiftMax || !/^[A-Za-z0-9 ]+$/.test(swift))
      ctx.addIssue({ code: 'custom', path: ['swiftCd'], message: 'account.msg.swiftCd' });
    if (!textOf(v.countryCd)) ctx.addIssue({ code: 'custom', path: ['countryCd'], message: 'account.msg.countryCd' });
  },
);
export type TUpdateBankAccountRequest = z.infer<typeof ZUpdateBankAccountRequest>;
