import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZJobStartedReply, ZProductExcelResultReply, type TProductExcelMode } from '@po/contracts';
import type { z } from 'zod';
import { newIdempotencyKey, idempotencyHeader } from '@/shared/form/idempotency-key';
import { get } from '@/shared/http/client';
import { getBlob } from '@/shared/http/download';
import { postMultipart } from '@/shared/http/multipart';
import { currentLanguage } from '@/shared/i18n/i18n';
import { PRODUCT_KEY } from './reference';

/** GET /api/product/excel/template: the upload's template in the user's language, saved by the browser. */
export const downloadProductExcelTemplate = () => getBlob('/product/excel/template');

/** POST /api/product/excel/upload: the sheet and the mode; 202 with the job that checks and saves it. */
export function uploadProductExcel(file: File, mode: TProductExcelMode): Promise<z.output<typeof ZJobStartedReply>> {
  return postMultipart(
    '/product/excel/upload',
    { jsonName: 'upload', json: { mode }, files: { file } },
    { schema: ZJobStartedReply, accepted: true, headers: idempotencyHeader(newIdempotencyKey()) },
  );
}

/** GET /api/product/excel/uploads/{jobId}: the upload's counts and first errors, in the user's language. */
export const productExcelResultQuery = (jobId: string, lang: string) =>
  queryOptions({
    queryKey: [...PRODUCT_KEY, 'excelUpload', jobId, lang],
    queryFn: ({ signal }) => get(`/product/excel/uploads/${encodeURIComponent(jobId)}`, { schema: ZProductExcelResultReply, signal }),
    staleTime: Infinity,
  });

/** Asked once the job has finished (`enabled`). */
export const useProductExcelResult = (jobId: string, enabled: boolean) => useQuery({ ...productExcelResultQuery(jobId, currentLanguage()), enabled });
