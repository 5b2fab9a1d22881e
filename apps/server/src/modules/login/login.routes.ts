import { ZOneReply, ZUserInfoReply } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { clearSessionCookie } from '@/platform/auth/session-cookie.ts';
import type { SessionService } from '@/platform/auth/session.service.ts';
import { toUserInfo } from './login.service.ts';

export const loginRoutes =
  (deps: { sessions: SessionService; secure: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/login/userInfo', { schema: { tags: ['login'], response: { 200: ZUserInfoReply } } }, async (request) => toUserInfo(sessionOf(request)));

    app.post(
      '/login/logout',
      { config: { access: 'public', masterMayWrite: true }, schema: { tags: ['login'], response: { 200: ZOneReply } } },
      async (request, reply) => {
        if (request.session) await deps.sessions.revokeSession(request.session.idHash);
        clearSessionCookie(reply, deps.secure);
        return 1 as const;
      },
    );
  };
