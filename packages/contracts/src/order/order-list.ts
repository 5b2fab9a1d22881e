import { z } from 'zod';
import { listReply, ZPageRequest } from '../common/paging.ts';

/**
 * The seller's order list (`GET /order/orderList`). A placeholder until the order issue: it answers an
 * empty page, so the order menu's permission is enforced on the server from the start.
 */
export const ZOrderListRequest = ZPageRequest;
export type TOrderListRequest = z.infer<typeof ZOrderListRequest>;

export const ZOrderListRow = z.object({ ordNo: z.string() });
export type TOrderListRow = z.infer<typeof ZOrderListRow>;

export const ZOrderListReply = listReply(ZOrderListRow);
export type TOrderListReply = z.infer<typeof ZOrderListReply>;
