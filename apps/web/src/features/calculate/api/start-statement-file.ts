import { ZJobStartedReply, type TJobStartedReply } from '@po/contracts';
import { idempotencyHeader } from '@/shared/form/idempotency-key';
import { post } from '@/shared/http/client';

/** POST /api/calculate/statement/{settleYm}/excel or /pdf: starts writing the whole month's statement; 202 with the job. */
export function startStatementFile(settleYm: string, format: 'excel' | 'pdf', idemKey: string): Promise<TJobStartedReply> {
  return post(
    `/calculate/statement/${encodeURIComponent(settleYm)}/${format}`,
    {},
    { schema: ZJobStartedReply, accepted: true, headers: idempotencyHeader(idemKey) },
  );
}
