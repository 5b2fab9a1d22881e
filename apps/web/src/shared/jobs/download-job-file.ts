import { getBlob } from '@/shared/http/download';

/** GET /api/job/{jobId}/file: the file a finished job made, saved by the browser under the server's name. */
export const downloadJobFile = (jobId: string, downloadName?: string) =>
  getBlob(`/job/${encodeURIComponent(jobId)}/file`, downloadName ? { downloadName } : {});
