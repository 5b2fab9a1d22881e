import { MAX_AUTH_PHONES } from '@po/contracts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError } from '@/platform/http/app-error.ts';
import { codeName } from '@/platform/http/messages.ts';
import type { CompanyPatch, MgrRow, SupplyEntrRow, SupplyRepository } from './supply.repository.ts';

/** Entry status codes (spec access §9): 30 entered (normal), 99 closed. */
export const ENTR_STS = { applied: '10', rejected: '20', entered: '30', closed: '99' } as const;

/** An entry status's name in the language (catalogue `supplier.entrSts`). */
export const entrStsName = (code: string, lang: 'ko' | 'en') => codeName('supplier.entrSts', code, lang);

/** bizGb as the screens show it (P individual, otherwise corporate; O / F overseas). */
export const bizGbText = (code: string, lang: 'ko' | 'en') => codeName('supplier.bizGb', code, lang);

/** Splits stored phone digits into the three parts the screens show (Seoul's 02 has a 2-digit prefix). */
export function splitPhoneParts(phone: string | null): [string, string, string] {
  const d = phone ?? '';
  if (d.length < 7) return [d, '', ''];
  if (d.startsWith('02')) return ['02', d.slice(2, d.length - 4), d.slice(-4)];
  return [d.slice(0, 3), d.slice(3, d.length - 4), d.slice(-4)];
}

export type { CompanyPatch, SupplyEntrRow } from './supply.repository.ts';

export interface Account {
  mgr: MgrRow;
  entr: SupplyEntrRow | undefined;
}

/** Seller companies, their login accounts and authentication phones. */
export function createSupplyService(deps: { repo: SupplyRepository; db: Database; clock: Clock }) {
  const { repo, db, clock } = deps;

  async function checkExists(mgrId: string, sphone: string): Promise<'ok' | 'notFound'> {
    await repo.lockMgr(mgrId);
    return (await repo.listAuthPhones(mgrId)).some((p) => p.sphone === sphone) ? 'ok' : 'notFound';
  }

  /** 'lastUsable' when taking this phone out of use would leave the account without a usable phone. */
  async function checkLastUsable(mgrId: string, sphone: string): Promise<'ok' | 'notFound' | 'lastUsable'> {
    await repo.lockMgr(mgrId);
    const phones = await repo.listAuthPhones(mgrId);
    const phone = phones.find((p) => p.sphone === sphone);
    if (!phone) return 'notFound';
    const othersUsable = phones.some((p) => p.sphone !== sphone && p.sphoneUseYn === 'Y');
    return phone.sphoneUseYn === 'Y' && !othersUsable ? 'lastUsable' : 'ok';
  }

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

    /** Company names by code, for lists that span sellers (operator screens). */
    async findSupplyEntrNames(codes: string[]): Promise<Map<string, string>> {
      return new Map((await repo.findSupplyEntrNames([...new Set(codes)])).map((r) => [r.supplyEntrCd, r.supplyEntrNm]));
    },

    /** Codes of the companies whose name contains the term, for operator lists filtered by company. */
    async findSupplyEntrCdsByName(term: string): Promise<string[]> {
      return repo.findSupplyEntrCdsByName(term);
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
        await repo.lockMgr(opts.mgrId);
        const phones = await repo.listAuthPhones(opts.mgrId);
        if (phones.some((p) => p.sphone === opts.sphone)) return 'duplicate';
        if (phones.length >= MAX_AUTH_PHONES) return 'full';
        await repo.insertAuthPhone({ mgrId: opts.mgrId, supplyEntrCd: opts.supplyEntrCd, sphone: opts.sphone, createdAt: clock.now() });
        return 'added';
      });
    },

    /** Removes a phone unless it is the account's last usable one (at least one must remain). */
    async removeAuthPhone(opts: { mgrId: string; sphone: string }): Promise<'removed' | 'notFound' | 'lastUsable'> {
      return db.transaction(async () => {
        const check = await checkLastUsable(opts.mgrId, opts.sphone);
        if (check !== 'ok') return check;
        await repo.deleteAuthPhone(opts.mgrId, opts.sphone);
        return 'removed';
      });
    },

    /** Switches a phone on or off; the last usable one cannot be switched off. */
    async setAuthPhoneUse(opts: { mgrId: string; sphone: string; sphoneUseYn: 'Y' | 'N' }): Promise<'updated' | 'notFound' | 'lastUsable'> {
      return db.transaction(async () => {
        const check = opts.sphoneUseYn === 'N' ? await checkLastUsable(opts.mgrId, opts.sphone) : await checkExists(opts.mgrId, opts.sphone);
        if (check !== 'ok') return check;
        await repo.updateAuthPhoneUse(opts.mgrId, opts.sphone, opts.sphoneUseYn);
        return 'updated';
      });
    },

    async listCompanyAuthPhones(supplyEntrCd: string) {
      return repo.listCompanyAuthPhones(supplyEntrCd);
    },

    /** The company row locked for a change (call inside a transaction); the change is diffed against it. */
    async lockCompany(supplyEntrCd: string): Promise<SupplyEntrRow> {
      const current = await repo.findSupplyEntrForUpdate(supplyEntrCd);
      if (!current) throw new AppError('NOT_FOUND');
      return current;
    },

    /** Changes what the settings screen may change of a company: contacts, alimtalk flag, account. */
    async updateCompany(opts: { supplyEntrCd: string; patch: CompanyPatch }): Promise<void> {
      await repo.updateSupplyEntr(opts.supplyEntrCd, opts.patch, clock.now());
    },

    async saveAgreements(opts: {
      supplyEntrCd: string;
      flags: Partial<Pick<SupplyEntrRow, 'sellFeeRateConfirmYn' | 'agreeYn' | 'agreeGenuineYn' | 'grntSrvcAgrmYn'>>;
    }): Promise<void> {
      const entr = await repo.findSupplyEntr(opts.supplyEntrCd);
      if (!entr) throw new AppError('NOT_FOUND');
      await repo.updateAgreements(opts.supplyEntrCd, { ...opts.flags, agreedAt: clock.now() }, clock.now());
    },

    async searchSupplyEntrs(opts: Parameters<SupplyRepository['searchSupplyEntrs']>[0]) {
      return repo.searchSupplyEntrs(opts);
    },

    async isBizNoRegistered(bizNo: string): Promise<boolean> {
      return repo.existsBizNo(bizNo);
    },

    /** A new, unused seller code: S + 6 digits from the sequence, skipping codes made by hand. */
    async nextSupplyEntrCd(): Promise<string> {
      for (;;) {
        const code = `S${String(await repo.nextSupplyEntrNumber()).padStart(6, '0')}`;
        if (!(await repo.findSupplyEntr(code))) return code;
      }
    },

    /** Companies and accounts are created by approved applications, and by test and seed factories. */
    async createSupplyEntr(row: Parameters<SupplyRepository['insertSupplyEntr']>[0]): Promise<void> {
      await repo.insertSupplyEntr(row);
    },
    async createMgr(row: Parameters<SupplyRepository['insertMgr']>[0]): Promise<void> {
      await repo.insertMgr(row);
    },
  };
}
export type SupplyService = ReturnType<typeof createSupplyService>;
