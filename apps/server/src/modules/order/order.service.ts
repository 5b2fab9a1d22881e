import type { TOrderListReply, TOrderListRequest } from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';

/** Orders of the session's seller. A placeholder until the order issue: no orders are stored yet. */
export function createOrderService() {
  return {
    /** The seller's order lines, newest first. */
    async listOrders(opts: { session: SessionContext; query: TOrderListRequest }): Promise<TOrderListReply> {
      companyOf(opts.session);
      return { list: [], totalCnt: 0 };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
