import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZInvoiceUploadReply } from '@po/contracts';
import { get } from '@/shared/http/client';
import { currentLanguage } from '@/shared/i18n/i18n';

/** GET /api/order/invoiceUpload/{jobId}: the upload's counts and every row's outcome, in the user's language. */
export const invoiceUploadResultQuery = (jobId: string, lang: string) =>
  queryOptions({
    queryKey: ['order', 'invoiceUpload', jobId, lang],
    queryFn: ({ signal }) => get(`/order/invoiceUpload/${encodeURIComponent(jobId)}`, { schema: ZInvoiceUploadReply, signal }),
    staleTime: Infinity,
  });

/** Asked once the job has finished (`enabled`). */
export const useInvoiceUploadResult = (jobId: string, enabled: boolean) => useQuery({ ...invoiceUploadResultQuery(jobId, currentLanguage()), enabled });
