import { ZJobStartedReply, type TJobStartedReply, type TProductListFilter } from '@po/contracts';
import { idempotencyHeader } from '@/shared/form/idempotency-key';
import { post } from '@/shared/http/client';
import { compactCodes } from './products';

/** POST /api/product/products/excel: starts the Excel export of the search list's search; 202 with the job. */
export function startProductsExport(filters: TProductListFilter, idemKey: string): Promise<TJobStartedReply> {
  const body = { ...filters, prodCds: compactCodes(filters.prodCds) };
  return post('/product/products/excel', body, { schema: ZJobStartedReply, accepted: true, headers: idempotencyHeader(idemKey) });
}
