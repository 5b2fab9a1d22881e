import type { Account } from '@/modules/supply/supply.service.ts';

/** What a session remembers about its account from sign-in on. */
export interface SessionProfile {
  loginNm: string;
  isOnlySearch: boolean;
  /** Account roles; master sessions act as admin (spec access §6). */
  roles: string[];
  managerRoles: string[];
  entrType: 'N' | 'O' | 'G';
  supplyEntrNm: string | null;
  isMaster: boolean;
  smsRequired: boolean;
  /** Supply status code; 30 for admin, master, foreign and monitor accounts (spec access §6). */
  entrStsCd: string;
}

export function buildSessionProfile({ mgr, entr }: Account): SessionProfile {
  return {
    loginNm: mgr.mgrNm,
    isOnlySearch: mgr.isEcMonitor,
    roles: mgr.isMaster ? ['admin'] : [mgr.roleCd],
    managerRoles: mgr.managerRoles,
    entrType: entr?.entrType ?? 'N',
    supplyEntrNm: mgr.isMaster ? null : (entr?.supplyEntrNm ?? null),
    isMaster: mgr.isMaster,
    smsRequired: mgr.smsAuthRequired && !mgr.isMaster && !mgr.isEcMonitor && entr?.entrType !== 'G',
    entrStsCd: mgr.isMaster || mgr.isEcMonitor || !entr || entr.entrType === 'G' ? '30' : entr.entrStsCd,
  };
}
