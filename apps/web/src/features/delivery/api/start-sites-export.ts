import { ZJobStartedReply, type TDeliveryLocListFilter } from '@po/contracts';
import type { z } from 'zod';
import { idempotencyHeader } from '@/shared/form/idempotency-key';
import { post } from '@/shared/http/client';

/** POST /api/delivery/deliveryLocs/excel: starts the Excel export of the site list's search; 202 with the job. */
export function startSitesExport(filters: TDeliveryLocListFilter, idemKey: string): Promise<z.output<typeof ZJobStartedReply>> {
  return post('/delivery/deliveryLocs/excel', filters, { schema: ZJobStartedReply, accepted: true, headers: idempotencyHeader(idemKey) });
}
