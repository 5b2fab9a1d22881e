import type { TUserInfoReply } from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';

/** What a session stores about its account at sign-in (read back by every request). */
export interface SessionProfile {
  loginNm: string;
  isOnlySearch: boolean;
  roles: string[];
  managerRoles: string[];
  entrType: 'N' | 'O' | 'G';
  supplyEntrNm: string | null;
  isMaster: boolean;
}

/** The userInfo reply of a session. */
export function toUserInfo(session: SessionContext): TUserInfoReply {
  const p = session.data as Partial<SessionProfile>;
  return {
    loginNm: p.loginNm ?? session.mgrId,
    mgrId: session.mgrId,
    isOnlySearch: p.isOnlySearch ? 'Y' : 'N',
    roles: p.roles ?? [],
    managerRole: p.managerRoles ?? [],
    entrFlag: p.isMaster || p.roles?.includes('admin') ? 'A' : 'C',
    entrType: p.entrType ?? 'N',
    supplyEntrCd: session.supplyEntrCd,
    supplyEntrNm: p.supplyEntrNm ?? null,
    isMasterLogin: p.isMaster ? 'Y' : 'N',
  };
}
