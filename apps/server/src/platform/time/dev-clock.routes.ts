import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OffsetClock } from '../clock.ts';

const ZClockRequest = z.object({
  offsetSeconds: z
    .number()
    .int()
    .min(0)
    .max(400 * 24 * 3600),
});
const ZClockReply = z.object({ now: z.string(), offsetSeconds: z.number() });

/**
 * Moves the running product's clock ahead (the journeys' next-day sold-out cancel): registered only where
 * CLOCK_CONTROL is on (never in prod), and answered only to the mall's key like the other service calls.
 */
export const devClockRoutes =
  (clock: OffsetClock): FastifyPluginAsyncZod =>
  async (app) => {
    app.put('/dev/clock', { config: { access: 'mall' }, schema: { tags: ['dev'], body: ZClockRequest, response: { 200: ZClockReply } } }, async (req) => {
      clock.setOffset(req.body.offsetSeconds * 1000);
      return { now: clock.now().toISOString(), offsetSeconds: req.body.offsetSeconds };
    });
  };
