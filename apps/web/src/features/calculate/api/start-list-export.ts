import { ZJobStartedReply, type TJobStartedReply } from '@po/contracts';
import { idempotencyHeader } from '@/shared/form/idempotency-key';
import { post } from '@/shared/http/client';

/** The settlement screens that export their search to Excel (POST /api/calculate/<screen>/excel). */
export type TSettlementExportScreen =
  | 'partnerSupplyEntrList'
  | 'partnerSupplyEntrKICCList'
  | 'partnerOpenMarketPaymentList'
  | 'partnerPurveyanceList'
  | 'partnerBillPublishList'
  | 'partnerVatReport';

/** POST /api/calculate/<screen>/excel: starts the Excel export of the screen's period; 202 with the job. */
export function startListExport(screen: TSettlementExportScreen, filters: object, idemKey: string): Promise<TJobStartedReply> {
  return post(`/calculate/${screen}/excel`, filters, { schema: ZJobStartedReply, accepted: true, headers: idempotencyHeader(idemKey) });
}
