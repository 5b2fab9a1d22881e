import { ZJobStartedReply, type TJobStartedReply, type TOrderListFilter } from '@po/contracts';
import { idempotencyHeader } from '@/shared/form/idempotency-key';
import { post } from '@/shared/http/client';

/** POST /api/order/orderList/excel: starts the Excel export of the list's search; 202 with the job. */
export function startOrderListExport(filters: TOrderListFilter, idemKey: string): Promise<TJobStartedReply> {
  return post('/order/orderList/excel', filters, { schema: ZJobStartedReply, accepted: true, headers: idempotencyHeader(idemKey) });
}
