import type { TPlcyStatus } from '@po/contracts';

/**
 * A policy's status, derived rather than stored so it never goes stale at midnight: UNUSED when switched
 * off, else SCHEDULED before its start date, ACTIVE from start to end date (both inclusive), ENDED after.
 * `today` is the Seoul date (`yyyy-MM-dd`); the dates compare as strings.
 */
export function derivePolicyStatus(p: { useYn: 'Y' | 'N'; strtDt: string; endDt: string }, today: string): TPlcyStatus {
  if (p.useYn === 'N') return 'UNUSED';
  if (today < p.strtDt) return 'SCHEDULED';
  return today <= p.endDt ? 'ACTIVE' : 'ENDED';
}

/** The values of a policy version that a change compares (and the history keeps in full). */
export const POLICY_FIELDS = [
  'dlcstPlcyTitl',
  'plcyTypeCd',
  'strtDt',
  'endDt',
  'dlcstTypeCd',
  'dlcst',
  'dlcstLevyStdrAmt',
  'inmnDlcst',
  'jejuDlcst',
  'rtrnDlcst',
  'exchDlcst',
  'useYn',
] as const;
export type PolicyField = (typeof POLICY_FIELDS)[number];
