import type { Services } from '@/app.ts';
import type { JobDefinition } from './scheduler.ts';

const HOUR = 60 * 60 * 1000;

/** Retention purges of the privacy policy (spec access §9); each is idempotent. */
export function retentionJobs(services: Services): JobDefinition[] {
  return [
    { name: 'purge-sessions', lockKey: 73_001, intervalMs: HOUR, run: async () => void (await services.sessions.purgeEndedSessions()) },
    { name: 'purge-sms-codes', lockKey: 73_002, intervalMs: HOUR, run: async () => void (await services.verification.purgeOldCodes()) },
    { name: 'purge-login-attempts', lockKey: 73_003, intervalMs: 6 * HOUR, run: async () => void (await services.login.purgeOldAttempts()) },
    { name: 'purge-enterinquires', lockKey: 73_004, intervalMs: 6 * HOUR, run: async () => void (await services.inquiries.purgeExpiredEnterinquires()) },
  ];
}
