import { ZJobStartedReply, type TDeliveryPolicyListFilter } from '@po/contracts';
import type { z } from 'zod';
import { idempotencyHeader } from '@/shared/form/idempotency-key';
import { post } from '@/shared/http/client';

/** POST /api/delivery/policies/excel: starts the Excel export of the fee-policy list's search; 202 with the job. */
export function startPoliciesExport(filters: TDeliveryPolicyListFilter, idemKey: string): Promise<z.output<typeof ZJobStartedReply>> {
  return post('/delivery/policies/excel', filters, { schema: ZJobStartedReply, accepted: true, headers: idempotencyHeader(idemKey) });
}
