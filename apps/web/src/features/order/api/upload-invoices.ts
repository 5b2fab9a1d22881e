import { ZJobStartedReply } from '@po/contracts';
import type { z } from 'zod';
import { idempotencyHeader } from '@/shared/form/idempotency-key';
import { postMultipart } from '@/shared/http/multipart';

/** POST /api/order/invoiceUpload: the sheet; 202 with the job that registers its invoices. */
export function uploadInvoices(file: File, idemKey: string): Promise<z.output<typeof ZJobStartedReply>> {
  return postMultipart(
    '/order/invoiceUpload',
    { jsonName: 'upload', json: {}, files: { file } },
    { schema: ZJobStartedReply, accepted: true, headers: idempotencyHeader(idemKey) },
  );
}
