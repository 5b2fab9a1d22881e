import {
  ZTravelCalendarReply,
  ZTravelCalendarRequest,
  ZTravelCalendarSaveReply,
  ZTravelCalendarSaveRequest,
  ZTravelProductParams,
  ZTravelWindowChangeReply,
  ZTravelWindowChangeRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import type { TravelProductCalendarService } from './travel-product-calendar.service.ts';

/** A property's calendar of price, stock and sale flag (on the update form): read, bulk edit, window change. */
export const travelProductCalendarRoutes =
  (deps: { calendar: TravelProductCalendarService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['travel'];
    const config = { menu: 'travelProduct.productUpdateForm' };
    const { calendar } = deps;
    app.get(
      '/travel/products/:travelProdCd/calendar',
      { config, schema: { tags, params: ZTravelProductParams, querystring: ZTravelCalendarRequest, response: { 200: ZTravelCalendarReply } } },
      async (req) => calendar.getCalendar({ session: sessionOf(req), prodCd: req.params.travelProdCd, query: req.query }),
    );
    app.put(
      '/travel/products/:travelProdCd/calendar',
      { config, schema: { tags, params: ZTravelProductParams, body: ZTravelCalendarSaveRequest, response: { 200: ZTravelCalendarSaveReply } } },
      async (req) => calendar.saveCalendar({ session: sessionOf(req), prodCd: req.params.travelProdCd, body: req.body }),
    );
    app.put(
      '/travel/products/:travelProdCd/window',
      { config, schema: { tags, params: ZTravelProductParams, body: ZTravelWindowChangeRequest, response: { 200: ZTravelWindowChangeReply } } },
      async (req) => calendar.changeWindow({ session: sessionOf(req), prodCd: req.params.travelProdCd, body: req.body }),
    );
  };
