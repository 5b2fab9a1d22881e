import { joinPhoneParts, ZAddAuthPhoneReply, ZAddAuthPhoneRequest, ZAuthPhoneListReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { translate } from '@/platform/http/messages.ts';
import type { AuthPhoneService } from './auth-phone.service.ts';

export const authPhoneRoutes =
  (deps: { authPhones: AuthPhoneService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['supply'];
    app.get('/customer/supply/authPhoneNos', { config: { access: 'pending' }, schema: { tags, response: { 200: ZAuthPhoneListReply } } }, async (req) =>
      deps.authPhones.listPhoneChoices(sessionOf(req)),
    );

    app.post('/customer/supply/authPhoneNo', { config: { access: 'pending' }, schema: { tags, body: ZAddAuthPhoneRequest, response: { 200: ZAddAuthPhoneReply } } }, async (req) => {
      const s = sessionOf(req);
      const r = await deps.authPhones.addVerifiedPhone({ session: s, phone: joinPhoneParts(req.body), authTime: req.body.authTime, code: req.body.authNo });
      return { ...r, resultMsg: translate(r.messageKey, requestLanguage(req)), mgrId: s.mgrId };
    });
  };
