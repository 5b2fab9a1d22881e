import { queryOptions, useQuery } from '@tanstack/react-query';
import { isJobRunning, ZJobStatusReply } from '@po/contracts';
import type { z } from 'zod';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

/** How often a running job is asked again. */
export const JOB_POLL_MS = 1000;

/** GET /api/job/{jobId}: status, progress, the error in the user's language, whether the file is ready. */
export function fetchJobStatus(jobId: string, signal?: AbortSignal): Promise<z.output<typeof ZJobStatusReply>> {
  return get(`/job/${encodeURIComponent(jobId)}`, { schema: ZJobStatusReply, signal });
}

/** Asked every second while the job waits or runs; a finished job is asked no more. */
export const jobStatusQuery = (jobId: string, lang: string) =>
  queryOptions({
    queryKey: ['job', jobId, lang],
    queryFn: ({ signal }) => fetchJobStatus(jobId, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && !isJobRunning(query.state.data.status) ? false : JOB_POLL_MS),
  });

export const useJobStatus = (jobId: string) => useQuery(jobStatusQuery(jobId, currentLanguage()));
