import { requiredAgreementsGiven } from '@/modules/supply/necessary-rules.ts';
import type { Account } from '@/modules/supply/supply.service.ts';
import type { SessionProfile } from '@/platform/auth/session-profile.ts';

export type { SessionProfile };

/** The profile a new session stores for an account. */
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
    agreementsPending: !mgr.isMaster && !mgr.isEcMonitor && entr !== undefined && !requiredAgreementsGiven(entr),
    entrStsCd: mgr.isMaster || mgr.isEcMonitor || !entr || entr.entrType === 'G' ? '30' : entr.entrStsCd,
  };
}
