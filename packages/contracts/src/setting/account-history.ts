import { z } from 'zod';
import { ZPageRequest } from '../common/paging.ts';

const value = z.union([z.string(), z.number(), z.null()]);

/** One recorded change of the seller's data: who, when, and each field's old and new value. */
export const ZChangeLogRow = z.object({
  changeSq: z.number().int(),
  /** supplyEntr (the company), deliveryLoc (a shipping site), goodsFlow (a site's pickup contract), brand, brandRequest. */
  entity: z.string(),
  entityId: z.string(),
  mgrId: z.string(),
  mgrNm: z.string(),
  changedDt: z.string(),
  changes: z.array(z.object({ field: z.string(), from: value, to: value })),
});
export type TChangeLogRow = z.infer<typeof ZChangeLogRow>;

export const CHANGE_LOG_ENTITIES = ['supplyEntr', 'deliveryLoc', 'goodsFlow', 'brand', 'brandRequest'] as const;
export type TChangeLogEntity = (typeof CHANGE_LOG_ENTITIES)[number];

/** GET /setting/account/history: newest first; without entity, every change of the seller. */
export const ZChangeLogListRequest = ZPageRequest.extend({ entity: z.enum(CHANGE_LOG_ENTITIES).optional() });
export type TChangeLogListRequest = z.infer<typeof ZChangeLogListRequest>;
export const ZChangeLogListReply = z.object({ list: z.array(ZChangeLogRow), totalCnt: z.number().int() });
