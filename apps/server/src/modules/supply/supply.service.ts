import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import type { MgrRow, SupplyEntrRow, SupplyRepository } from './supply.repository.ts';

export const MAX_AUTH_PHONES = 20;
/** Entry status codes (spec access §9): 30 entered (normal), 99 closed. */
export const ENTR_STS = { applied: '10', rejected: '20', entered: '30', closed: '99' } as const;

const ENTR_STS_NAMES: Record<string, { ko: string; en: string }> = {
  '10': { ko: '입점신청', en: 'Applied' },
  '20': { ko: '입점반려', en: 'Rejected' },
  '30': { ko: '정상', en: 'Normal' },
  '99': { ko: '거래종료', en: 'Closed' },
};

export const entrStsName = (code: string, lang: 'ko' | 'en') => ENTR_STS_NAMES[code]?.[lang] ?? code;

export interface Account {
  mgr: MgrRow;
  entr: SupplyEntrRow | undefined;
}

/** Seller companies, their login accounts and authentication phones. */
export function createSupplyService(deps: { repo: SupplyRepository; db: Database; clock: Clock }) {
  const { repo, db, clock } = deps;
  return {
    /** An account with its company (operators and masters have none). */
    async findAccount(mgrId: string): Promise<Account | undefined> {
      const mgr = await repo.findMgr(mgrId);
      if (!mgr) return undefined;
      return { mgr, entr: mgr.supplyEntrCd ? await repo.findSupplyEntr(mgr.supplyEntrCd) : undefined };
    },

    async findSupplyEntr(supplyEntrCd: string): Promise<SupplyEntrRow | undefined> {
      return repo.findSupplyEntr(supplyEntrCd);
    },

    async setPassword(opts: { mgrId: string; passwdHash: string }): Promise<void> {
      await repo.updateMgr(opts.mgrId, { passwdHash: opts.passwdHash, passwdChangedAt: clock.now(), passwdInitial: false, passwdChangeNextAt: null });
    },

    async postponePasswordChange(opts: { mgrId: string; until: Date }): Promise<void> {
      await repo.updateMgr(opts.mgrId, { passwdChangeNextAt: opts.until });
    },

    async listAuthPhones(mgrId: string) {
      return repo.listAuthPhones(mgrId);
    },

    /** Adds a verified phone; answers why not when it is a duplicate or the account is full. */
    async addAuthPhone(opts: { mgrId: string; supplyEntrCd: string | null; sphone: string }): Promise<'added' | 'duplicate' | 'full'> {
      return db.transaction(async () => {
        const phones = await repo.listAuthPhones(opts.mgrId);
        if (phones.some((p) => p.sphone === opts.sphone)) return 'duplicate';
        if (phones.length >= MAX_AUTH_PHONES) return 'full';
        await repo.insertAuthPhone({ mgrId: opts.mgrId, supplyEntrCd: opts.supplyEntrCd, sphone: opts.sphone, createdAt: clock.now() });
        return 'added';
      });
    },

    async saveAgreements(opts: { supplyEntrCd: string; flags: Partial<Pick<SupplyEntrRow, 'sellFeeRateConfirmYn' | 'agreeYn' | 'agreeGenuineYn' | 'grntSrvcAgrmYn'>> }): Promise<void> {
      const entr = await repo.findSupplyEntr(opts.supplyEntrCd);
      if (!entr) throw new AppError('NOT_FOUND');
      await repo.updateAgreements(opts.supplyEntrCd, { ...opts.flags, agreedAt: clock.now() }, clock.now());
    },

    async searchSupplyEntrs(opts: Parameters<SupplyRepository['searchSupplyEntrs']>[0]) {
      return repo.searchSupplyEntrs(opts);
    },

    /** Test and seed factories create companies and accounts through these two. */
    async createSupplyEntr(row: Parameters<SupplyRepository['insertSupplyEntr']>[0]): Promise<void> {
      await repo.insertSupplyEntr(row);
    },
    async createMgr(row: Parameters<SupplyRepository['insertMgr']>[0]): Promise<void> {
      await repo.insertMgr(row);
    },
  };
}
export type SupplyService = ReturnType<typeof createSupplyService>;
