import {
  ZClaimActionReply,
  ZClaimFeeRequest,
  ZClaimParams,
  ZClaimReceiptReply,
  ZClaimReceiptRequest,
  ZClaimVersion,
  ZCollectRequest,
  ZHoldRequest,
  ZReturnListReply,
  ZReturnListRequest,
  ZReturnWithdrawReply,
  ZReturnWithdrawRequest,
  ZWithdrawRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import type { ClaimReceiptService } from './claim-receipt.service.ts';
import type { ReturnListService } from './return-list.service.ts';
import type { ReturnProcessService } from './return-process.service.ts';

/** The seller's claims: receipts from the order screens, and the return screens' list and one-item actions. */
export const claimRoutes =
  (deps: { receipts: ClaimReceiptService; process: ReturnProcessService; lists: ReturnListService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['return'];
    const { receipts, process: p, lists } = deps;
    const orders = { menu: 'order.orderList' };
    const returns = { menu: 'return.returnList' };
    const withdraws = { menu: 'return.returnWithdraw' };
    const action = { 200: ZClaimActionReply };

    app.post('/order/claims', { config: orders, schema: { tags, body: ZClaimReceiptRequest, response: { 200: ZClaimReceiptReply } } }, async (req) =>
      receipts.receiveClaims({ session: sessionOf(req), body: req.body }),
    );
    app.put('/order/claims/:claimSq/complete', { config: orders, schema: { tags, params: ZClaimParams, response: action } }, async (req) =>
      receipts.completeCancelRequest({ session: sessionOf(req), claimSq: req.params.claimSq }),
    );
    app.get('/return/returnList', { config: returns, schema: { tags, querystring: ZReturnListRequest, response: { 200: ZReturnListReply } } }, async (req) =>
      lists.listReturns({ session: sessionOf(req), query: req.query }),
    );
    app.put(
      '/return/claims/:claimSq/collect',
      { config: returns, schema: { tags, params: ZClaimParams, body: ZCollectRequest, response: action } },
      async (req) => p.collect({ session: sessionOf(req), claimSq: req.params.claimSq, body: req.body }),
    );
    app.put(
      '/return/claims/:claimSq/collectComplete',
      { config: returns, schema: { tags, params: ZClaimParams, body: ZClaimVersion, response: action } },
      async (req) => p.collectComplete({ session: sessionOf(req), claimSq: req.params.claimSq, version: req.body.version }),
    );
    app.put(
      '/return/claims/:claimSq/fees',
      { config: returns, schema: { tags, params: ZClaimParams, body: ZClaimFeeRequest, response: action } },
      async (req) => p.updateFees({ session: sessionOf(req), claimSq: req.params.claimSq, body: req.body }),
    );
    app.put(
      '/return/claims/:claimSq/complete',
      { config: returns, schema: { tags, params: ZClaimParams, body: ZClaimVersion, response: action } },
      async (req) => p.complete({ session: sessionOf(req), claimSq: req.params.claimSq, version: req.body.version }),
    );
    app.put('/return/claims/:claimSq/hold', { config: returns, schema: { tags, params: ZClaimParams, body: ZHoldRequest, response: action } }, async (req) =>
      p.hold({ session: sessionOf(req), claimSq: req.params.claimSq, holdReason: req.body.holdReason, version: req.body.version }),
    );
    app.get(
      '/return/returnWithdraw',
      { config: withdraws, schema: { tags, querystring: ZReturnWithdrawRequest, response: { 200: ZReturnWithdrawReply } } },
      async (req) => lists.listWithdraws({ session: sessionOf(req), query: req.query }),
    );
    app.put(
      '/return/claims/:claimSq/withdraw',
      { config: withdraws, schema: { tags, params: ZClaimParams, body: ZWithdrawRequest, response: action } },
      async (req) => p.withdraw({ session: sessionOf(req), claimSq: req.params.claimSq, reason: req.body.reason, version: req.body.version }),
    );
  };
