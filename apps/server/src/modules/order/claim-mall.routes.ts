import { ZMallClaimParams, ZMallClaimReply, ZMallClaimRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClaimMallService } from './claim-mall.service.ts';

/** The buyer's claims through the mall's key (DESIGN "The mall is outside"), idempotent by the mall's claim id. */
export const claimMallRoutes =
  (deps: { mallClaims: ClaimMallService; mallRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['mall'];
    const config = { access: 'mall' as const, rateLimit: { max: deps.mallRateLimit, timeWindow: '1 minute' } };
    app.post('/mall/claims', { config, schema: { tags, body: ZMallClaimRequest, response: { 200: ZMallClaimReply } } }, async (req) =>
      deps.mallClaims.receiveClaim(req.body),
    );
    app.post('/mall/claims/:mallClaimId/withdraw', { config, schema: { tags, params: ZMallClaimParams, response: { 200: ZMallClaimReply } } }, async (req) =>
      deps.mallClaims.withdrawClaim({ mallClaimId: req.params.mallClaimId }),
    );
  };
