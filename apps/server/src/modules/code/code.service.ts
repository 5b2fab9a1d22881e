import { CODE_GROUPS, type TCodeItem, type TLanguage } from '@po/contracts';
import { AppError } from '@/platform/http/app-error.ts';
import type { CodeRepository, NewCodeRow } from './code.repository.ts';
import { REFERENCE_CODES } from './reference/code-lists.ts';

/** Groups the public code call never lists: the allowed-IP list would tell an attacker which IPs to use. */
const PRIVATE_GROUPS = new Set<string>([CODE_GROUPS.taskAllowIp]);

export function createCodeService(deps: { repo: CodeRepository }) {
  const { repo } = deps;

  /** A code group's list in the caller's language. */
  async function listCodes(opts: { groupCode: string; lang: TLanguage }): Promise<TCodeItem[]> {
    const rows = await repo.listByGroup(opts.groupCode);
    return rows.map((r) => ({ code: r.code, codeNm: opts.lang === 'en' ? r.codeNmEn : r.codeNm, attrC1: r.attrC1 }));
  }

  return {
    listCodes,
    /** A code group for the public call (GET /customer/supply/code/groupCd/{groupCode}); private groups are not found. */
    async listPublicCodes(opts: { groupCode: string; lang: TLanguage }): Promise<TCodeItem[]> {
      if (PRIVATE_GROUPS.has(opts.groupCode)) throw new AppError('NOT_FOUND');
      return listCodes(opts);
    },
    /** Brings the reference lists up to date; safe to run on every start. */
    async syncReferenceCodes(): Promise<void> {
      const rows: NewCodeRow[] = Object.entries(REFERENCE_CODES).flatMap(([groupCd, entries]) =>
        entries.map(([code, ko, en, attrC1], i) => ({ groupCd, code, codeNm: ko, codeNmEn: en, attrC1: attrC1 ?? null, sortOrder: i + 1 })),
      );
      await repo.upsertMany(rows);
    },
    async addCodes(rows: NewCodeRow[]): Promise<void> {
      await repo.upsertMany(rows);
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
