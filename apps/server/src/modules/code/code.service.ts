import type { TCodeItem, TLanguage } from '@po/contracts';
import type { CodeRepository, NewCodeRow } from './code.repository.ts';
import { REFERENCE_CODES } from './reference/code-lists.ts';

export function createCodeService(deps: { repo: CodeRepository }) {
  const { repo } = deps;
  return {
    /** A code group's list in the caller's language. */
    async listCodes(opts: { groupCode: string; lang: TLanguage }): Promise<TCodeItem[]> {
      const rows = await repo.listByGroup(opts.groupCode);
      return rows.map((r) => ({ code: r.code, codeNm: opts.lang === 'en' ? r.codeNmEn : r.codeNm, attrC1: r.attrC1 }));
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
