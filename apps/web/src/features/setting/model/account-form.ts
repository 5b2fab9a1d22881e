import { takesIntlPhones, type ACCOUNT_CONTACTS, type TAccountReply, type TCodeItem, type TUpdateAccountRequest, type TYn } from '@po/contracts';
import { emailPickOf } from '@/shared/code/code-list';

/**
 * The contacts form: the request's fields (a domestic seller's phones in three parts, an overseas seller's
 * whole) plus one domain picker per e-mail (not sent).
 */
export type AccountFormValues = Record<keyof TUpdateAccountRequest, string> & {
  ntceYn: TYn;
  chgEmailPick: string;
  csOperatorEmailPick: string;
  sacOperatorEmailPick: string;
};

/** The domain picker's form item of a contact's e-mail. */
export const pickNameOf = (email: (typeof ACCOUNT_CONTACTS)[number]['email']) => `${email}Pick` as const;

/** The saved company as the form's values; each picker shows the listed domain or direct entry. */
export function toAccountFormValues(a: TAccountReply, domains: readonly TCodeItem[]): AccountFormValues {
  return {
    chgNm: a.chgNm,
    chgHphone1: a.chgHphone1,
    chgHphone2: a.chgHphone2,
    chgHphone3: a.chgHphone3,
    chgHphone: a.chgHphone,
    chgEmail1: a.chgEmail1,
    chgEmail2: a.chgEmail2,
    chgEmailPick: emailPickOf(a.chgEmail2, domains),
    ntceYn: a.ntceYn,
    csOperatorNm: a.csOperatorNm,
    csOperatorPhone1: a.csOperatorPhone1,
    csOperatorPhone2: a.csOperatorPhone2,
    csOperatorPhone3: a.csOperatorPhone3,
    csOperatorPhone: a.csOperatorPhone,
    csOperatorEmail1: a.csOperatorEmail1,
    csOperatorEmail2: a.csOperatorEmail2,
    csOperatorEmailPick: emailPickOf(a.csOperatorEmail2, domains),
    sacOperatorNm: a.sacOperatorNm,
    sacOperatorPhone1: a.sacOperatorPhone1,
    sacOperatorPhone2: a.sacOperatorPhone2,
    sacOperatorPhone3: a.sacOperatorPhone3,
    sacOperatorPhone: a.sacOperatorPhone,
    sacOperatorEmail1: a.sacOperatorEmail1,
    sacOperatorEmail2: a.sacOperatorEmail2,
    sacOperatorEmailPick: emailPickOf(a.sacOperatorEmail2, domains),
  };
}

/**
 * What PUT /setting/account receives from the form, before the schema: its own fields only (pickers stay
 * behind), with the phones of the seller's kind (`entrType` of the account reply).
 */
export function toUpdateAccountBody(v: Partial<AccountFormValues>, entrType: string): Partial<Record<keyof TUpdateAccountRequest, string>> {
  const s = (x: string | undefined) => x ?? '';
  const phones = takesIntlPhones(entrType)
    ? { chgHphone: s(v.chgHphone), csOperatorPhone: s(v.csOperatorPhone), sacOperatorPhone: s(v.sacOperatorPhone) }
    : {
        chgHphone1: s(v.chgHphone1),
        chgHphone2: s(v.chgHphone2),
        chgHphone3: s(v.chgHphone3),
        csOperatorPhone1: s(v.csOperatorPhone1),
        csOperatorPhone2: s(v.csOperatorPhone2),
        csOperatorPhone3: s(v.csOperatorPhone3),
        sacOperatorPhone1: s(v.sacOperatorPhone1),
        sacOperatorPhone2: s(v.sacOperatorPhone2),
        sacOperatorPhone3: s(v.sacOperatorPhone3),
      };
  return {
    chgNm: s(v.chgNm),
    chgEmail1: s(v.chgEmail1),
    chgEmail2: s(v.chgEmail2),
    csOperatorNm: s(v.csOperatorNm),
    csOperatorEmail1: s(v.csOperatorEmail1),
    csOperatorEmail2: s(v.csOperatorEmail2),
    sacOperatorNm: s(v.sacOperatorNm),
    sacOperatorEmail1: s(v.sacOperatorEmail1),
    sacOperatorEmail2: s(v.sacOperatorEmail2),
    ...phones,
    ntceYn: v.ntceYn ?? 'N',
  };
}
