import {
  CODE_GROUPS,
  takesIntlPhones,
  ZUpdateDomesticAccountRequest,
  ZUpdateIntlAccountRequest,
  type TAccountReply,
  type TChangeLogListRequest,
  type TLanguage,
  type TUpdateAccountRequest,
  type TUpdateDomesticAccountRequest,
} from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { AuditService } from '@/platform/audit/audit.service.ts';
import { diffFields, hasChanges } from '@/platform/audit/change-diff.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError, validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import { parseOrThrow } from '@/platform/http/zod-fields.ts';
import type { CodeService } from '@/modules/code/code.service.ts';
import type { CompanyPatch, SupplyService } from '@/modules/supply/supply.service.ts';
import { COMPANY_LOGGED_FIELDS, toAccountReply, toDomesticContactPatch, toIntlContactPatch } from './account-view.ts';

export const COMPANY_ENTITY = 'supplyEntr';

/** The account screen: the seller company of the session, its contacts, and its change history. */
export function createAccountService(deps: { supply: SupplyService; audit: AuditService; codes: CodeService; db: Database }) {
  const { supply, audit, codes, db } = deps;

  /** The phone prefixes a contact may use: mobile only for the person in charge, any for CS and settlement. */
  async function prefixErrors(b: TUpdateDomesticAccountRequest): Promise<TKeyedFieldError[]> {
    const list = async (groupCode: string) => (await codes.listCodes({ groupCode, lang: 'ko' })).map((c) => c.code);
    const mobile = (await list(CODE_GROUPS.mobilePrefix)).filter((c) => c.length === 3);
    const any = [...mobile, ...(await list(CODE_GROUPS.phonePrefix))];
    const checks = [
      ['chgHphone1', b.chgHphone1, mobile],
      ['csOperatorPhone1', b.csOperatorPhone1, any],
      ['sacOperatorPhone1', b.sacOperatorPhone1, any],
    ] as const;
    return checks.filter(([, v, allowed]) => !allowed.includes(v)).map(([field]) => ({ field, messageKey: 'phone.msg.prefix' }));
  }

  /**
   * Applies a change to the locked company row and records it; refuses a change that changes nothing
   * ("no changed data", spec business §8). One transaction: a failure saves nothing.
   */
  /**
   * The contacts as stored, checked by the rules of the session seller's kind (never a flag of the body):
   * an overseas seller's single international numbers, or a domestic seller's three parts with listed prefixes.
   */
  async function contactPatchOf(session: SessionContext, body: TUpdateAccountRequest): Promise<CompanyPatch> {
    const entr = await supply.findSupplyEntr(companyOf(session));
    if (!entr) throw new AppError('NOT_FOUND');
    if (takesIntlPhones(entr.entrType)) return toIntlContactPatch(parseOrThrow(ZUpdateIntlAccountRequest, body));
    const domestic = parseOrThrow(ZUpdateDomesticAccountRequest, body);
    const errors = await prefixErrors(domestic);
    if (errors.length > 0) throw validationError(errors);
    return toDomesticContactPatch(domestic);
  }

  async function changeCompany(session: SessionContext, patch: CompanyPatch): Promise<1> {
    const supplyEntrCd = companyOf(session);
    return db.transaction(async () => {
      const current = await supply.lockCompany(supplyEntrCd);
      const changes = diffFields(current, patch, COMPANY_LOGGED_FIELDS);
      if (!hasChanges(changes)) throw new AppError('VALIDATION_ERROR', { messageKey: 'setting.msg.noChange' });
      await supply.updateCompany({ supplyEntrCd, patch });
      await audit.recordChange({ supplyEntrCd, entity: COMPANY_ENTITY, entityId: supplyEntrCd, actor: actorOf(session), changes });
      return 1 as const;
    });
  }

  return {
    changeCompany,

    async getAccount(opts: { session: SessionContext; lang: TLanguage }): Promise<TAccountReply> {
      const entr = await supply.findSupplyEntr(companyOf(opts.session));
      if (!entr) throw new AppError('NOT_FOUND');
      return toAccountReply(entr, opts.lang);
    },

    /** Saves the contacts and the alimtalk flag. */
    async updateAccount(opts: { session: SessionContext; body: TUpdateAccountRequest }): Promise<1> {
      return changeCompany(opts.session, await contactPatchOf(opts.session, opts.body));
    },

    /** The seller's change history (the company's, or all of its data without an entity). */
    async listAccountHistory(opts: { session: SessionContext; query: TChangeLogListRequest }) {
      return audit.listChanges({ supplyEntrCd: companyOf(opts.session), ...opts.query });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
