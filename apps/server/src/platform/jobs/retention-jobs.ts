import type { PlatformServices } from '../modules/platform-services.ts';
import type { JobDefinition } from './scheduler.ts';

const HOUR = 60 * 60 * 1000;

/** The platform's own retention purges (spec access §9); modules list theirs in their manifests. */
export function platformRetentionJobs(services: Pick<PlatformServices, 'sessions' | 'verification' | 'idempotency' | 'jobs'>): JobDefinition[] {
  return [
    { name: 'purge-sessions', intervalMs: HOUR, run: async () => void (await services.sessions.purgeEndedSessions()) },
    { name: 'purge-sms-codes', intervalMs: HOUR, run: async () => void (await services.verification.purgeOldCodes()) },
    { name: 'purge-idempotency-keys', intervalMs: HOUR, run: async () => void (await services.idempotency.purgeOldKeys()) },
    // Finished jobs (schedules' runs included) and the export files they made.
    { name: 'purge-jobs', intervalMs: 6 * HOUR, run: async () => void (await services.jobs.purgeFinishedJobs()) },
  ];
}
