import type { PlatformServices } from '../modules/platform-services.ts';
import type { JobDefinition } from './scheduler.ts';

const HOUR = 60 * 60 * 1000;

/** The platform's own retention purges (spec access §9); modules list theirs in their manifests. */
export function platformRetentionJobs(services: Pick<PlatformServices, 'sessions' | 'verification' | 'idempotency'>): JobDefinition[] {
  return [
    { name: 'purge-sessions', lockKey: 73_001, intervalMs: HOUR, run: async () => void (await services.sessions.purgeEndedSessions()) },
    { name: 'purge-sms-codes', lockKey: 73_002, intervalMs: HOUR, run: async () => void (await services.verification.purgeOldCodes()) },
    { name: 'purge-idempotency-keys', lockKey: 73_005, intervalMs: HOUR, run: async () => void (await services.idempotency.purgeOldKeys()) },
  ];
}
