import {
  ZActivateReply,
  ZAdminLoginReply,
  ZAdminLoginRequest,
  ZFlagReply,
  ZLoginReply,
  ZLoginRequest,
  ZLoginUserNmReply,
  ZOneReply,
  ZPasswdCheckReply,
  ZPasswdExpireRequest,
  ZPasswordChangeRequest,
  ZSupplyEntrsReply,
  ZSupplyEntrsRequest,
  ZUserInfoReply,
} from '@po/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { clearSessionCookie, setSessionCookie } from '@/platform/auth/session-cookie.ts';
import type { SessionService } from '@/platform/auth/session.service.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { translate } from '@/platform/http/messages.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import { clearAccountCookies, setAccountCookies, setSupplierCookies } from './account-cookies.ts';
import type { LoginService } from './login.service.ts';
import type { PasswordChangeService } from './password-change.service.ts';
import { profileOf } from '@/platform/auth/session-profile.ts';

interface Deps {
  login: LoginService;
  passwords: PasswordChangeService;
  sessions: SessionService;
  supply: SupplyService;
  secure: boolean;
  signInRateLimit: number;
}

export const loginRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { login, passwords, secure } = deps;
    const throttled = { rateLimit: { max: deps.signInRateLimit, timeWindow: '1 minute' } };
    const tags = ['login'];
    const client = (req: { ip: string; headers: { 'user-agent'?: string } }) => ({
      ip: req.ip,
      ...(req.headers['user-agent'] ? { userAgent: req.headers['user-agent'] } : {}),
    });

    app.post(
      '/login/passwdCheck',
      { config: { access: 'public', ...throttled }, schema: { tags, body: ZLoginRequest, response: { 200: ZPasswdCheckReply } } },
      async (req) => login.checkPasswordStatus({ ...req.body, ip: req.ip }),
    );

    app.post(
      '/login/login',
      { config: { access: 'public', ...throttled }, schema: { tags, body: ZLoginRequest, response: { 200: ZLoginReply } } },
      async (req, reply) => {
        if (req.session) await deps.sessions.revokeSession(req.session.idHash);
        const lang = requestLanguage(req);
        const { token, reply: body } = await login.login({
          ...req.body,
          client: client(req),
          lang,
          entrStsMessage: (entrStsCd) => translate('login.msg.entrSts', lang, { entrStsCd }),
        });
        setSessionCookie(reply, token, secure);
        return body;
      },
    );

    app.put(
      '/login/passwdExpire',
      { config: { access: 'public', ...throttled }, schema: { tags, body: ZPasswdExpireRequest, response: { 200: ZOneReply } } },
      async (req) =>
        passwords.changePassword({
          mgrId: req.body.loginId,
          passwd: req.body.password,
          newPasswd: req.body.newPassword,
          newPasswdChk: req.body.newPassword,
          ip: req.ip,
        }),
    );

    app.put(
      '/login/newPasswordChange',
      { config: { access: 'public', masterMayWrite: true, ...throttled }, schema: { tags, body: ZPasswordChangeRequest, response: { 200: ZOneReply } } },
      async (req) =>
        passwords.changePassword({
          ...req.body,
          ip: req.ip,
          ...(req.session && req.session.mgrId === req.body.mgrId ? { keepSessionIdHash: req.session.idHash } : {}),
        }),
    );

    app.put(
      '/login/passwordChangeNext',
      { config: { access: 'public', ...throttled }, schema: { tags, body: ZPasswordChangeRequest, response: { 200: ZOneReply } } },
      async (req) => passwords.postponePasswordChange({ mgrId: req.body.mgrId, passwd: req.body.passwd, ip: req.ip }),
    );

    // Fastify sends a bare string as text; these flags are JSON strings like every other reply.
    const sendFlag = (reply: FastifyReply, flag: 'Y' | 'N') => reply.type('application/json; charset=utf-8').send(JSON.stringify(flag));
    app.get('/login/authPopupFlag', { config: { access: 'pending' }, schema: { tags, response: { 200: ZFlagReply } } }, async (req, reply) =>
      sendFlag(reply, login.authPopupFlag(sessionOf(req))),
    );
    app.get('/login/masterFlag', { config: { access: 'pending' }, schema: { tags, response: { 200: ZFlagReply } } }, async (req, reply) =>
      sendFlag(reply, login.masterFlag(sessionOf(req))),
    );

    for (const kind of ['master', 'monitor', 'foreign'] as const) {
      app.post(
        `/login/${kind}Login`,
        { config: { access: 'pending', masterMayWrite: true, ...throttled }, schema: { tags, response: { 200: ZActivateReply } } },
        async (req, reply) => {
          const { token, context, agreements } = await login.activateWithout(kind, sessionOf(req), client(req));
          setSessionCookie(reply, token, secure);
          setAccountCookies(reply, profileOf(context), secure);
          return { loginNm: profileOf(context).loginNm, ...agreements };
        },
      );
    }

    const choosingSeller = {
      masterMayWrite: true,
      menu: false,
      menuWhy: 'choosing a seller to view; the service admits master and operator sessions only',
    } as const;
    app.post(
      '/login/adminLogin',
      { config: choosingSeller, schema: { tags, body: ZAdminLoginRequest, response: { 200: ZAdminLoginReply } } },
      async (req, reply) => {
        const chosen = await login.chooseSupplier(sessionOf(req), req.body.supplyEntrCd);
        setSupplierCookies(reply, chosen.supplyEntrCd, secure);
        return { loginNm: chosen.loginNm, supplyEntrCd: chosen.supplyEntrCd };
      },
    );

    const ownAccount = { beforeAgreement: true, menu: false, menuWhy: "the session's own account, which every signed-in account reads" } as const;
    app.get('/login/loginUserNm', { config: ownAccount, schema: { tags, response: { 200: ZLoginUserNmReply } } }, async (req) => ({
      loginNm: login.userInfo(sessionOf(req)).loginNm,
    }));
    app.get('/login/userInfo', { config: ownAccount, schema: { tags, response: { 200: ZUserInfoReply } } }, async (req) => login.userInfo(sessionOf(req)));

    // A read sent as POST (the spec's call): a master may make it.
    app.post('/login/supplyEntrs', { config: choosingSeller, schema: { tags, body: ZSupplyEntrsRequest, response: { 200: ZSupplyEntrsReply } } }, async (req) =>
      login.searchSuppliers(sessionOf(req), req.body, requestLanguage(req)),
    );

    app.post('/login/logout', { config: { access: 'public', masterMayWrite: true }, schema: { tags, response: { 200: ZOneReply } } }, async (req, reply) => {
      if (req.session) await deps.sessions.revokeSession(req.session.idHash);
      clearSessionCookie(reply, secure);
      clearAccountCookies(reply);
      return 1 as const;
    });
  };
