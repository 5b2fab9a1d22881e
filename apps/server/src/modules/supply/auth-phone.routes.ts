import { ZAuthPhoneListReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import type { AuthPhoneService } from './auth-phone.service.ts';

export const authPhoneRoutes =
  (deps: { authPhones: AuthPhoneService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['supply'];
    app.get('/customer/supply/authPhoneNos', { config: { access: 'pending' }, schema: { tags, response: { 200: ZAuthPhoneListReply } } }, async (req) =>
      deps.authPhones.listPhoneChoices(sessionOf(req)),
    );
  };
