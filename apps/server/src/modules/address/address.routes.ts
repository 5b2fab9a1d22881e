import { ZAddressSearchReply, ZAddressSearchRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AddressSearch } from './address-search.ts';

/**
 * GET /address/search for the postcode dialog (public: the sign-up forms use it). Throttled per IP more
 * loosely than the sign-up checks: a dialog may search several times, and addresses are public facts.
 */
export const addressRoutes =
  (deps: { addresses: AddressSearch; signUpRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { access: 'public' as const, rateLimit: { max: deps.signUpRateLimit * 5, timeWindow: '1 minute' } };
    app.get(
      '/address/search',
      { config, schema: { tags: ['address'], querystring: ZAddressSearchRequest, response: { 200: ZAddressSearchReply } } },
      async (req) => deps.addresses.search(req.query),
    );
  };
