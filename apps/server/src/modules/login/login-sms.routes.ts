import {
  joinPhoneParts,
  ZAddAuthPhoneReply,
  ZAddAuthPhoneRequest,
  ZCertificationCheckParams,
  ZCertificationCheckReply,
  ZSendAuthCodeParams,
  ZSendAuthCodeReply,
  ZSendAuthCodeToPhoneParams,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { clearSessionCookie, setSessionCookie } from '@/platform/auth/session-cookie.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import { translate } from '@/platform/http/messages.ts';
import type { LoginSmsService } from './login-sms.service.ts';
import { setAccountCookies } from './account-cookies.ts';
import { profileOf } from '@/platform/auth/session-profile.ts';

/** The SMS second factor of sign-in (spec access §4 step 7-8). */
export const loginSmsRoutes =
  (deps: { loginSms: LoginSmsService; secure: boolean; echoCodes: boolean; signInRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['login'];
    const throttled = { rateLimit: { max: deps.signInRateLimit, timeWindow: '1 minute' } };

    const sentReply = (authNo: string) => (deps.echoCodes ? { resultCode: 1, authNo } : { resultCode: 1 });

    // The spec's send takes the number; before the second factor the session knows only masked numbers, so a
    // listed phone is sent to by its id, and the number path is the add-phone step's (docs/decisions.md).
    app.get(
      '/customer/supply/authPhoneNo/auth/certification/phoneId/:phoneId/authTime/:authTime/authGb/:authGb',
      { config: { access: 'pending', ...throttled }, schema: { tags, params: ZSendAuthCodeToPhoneParams, response: { 200: ZSendAuthCodeReply } } },
      async (req) =>
        sentReply(
          await deps.loginSms.sendLoginCode({
            session: sessionOf(req),
            phoneId: req.params.phoneId,
            authTime: req.params.authTime,
            lang: requestLanguage(req),
          }),
        ),
    );

    app.get(
      '/customer/supply/authPhoneNo/auth/certification/phone1/:phone1/phone2/:phone2/phone3/:phone3/authTime/:authTime/authGb/:authGb',
      { config: { access: 'pending', ...throttled }, schema: { tags, params: ZSendAuthCodeParams, response: { 200: ZSendAuthCodeReply } } },
      async (req) =>
        sentReply(
          await deps.loginSms.sendPhoneAddCode({
            session: sessionOf(req),
            phone: joinPhoneParts(req.params),
            authTime: req.params.authTime,
            lang: requestLanguage(req),
          }),
        ),
    );

    app.get(
      '/customer/supply/authPhoneNo/certificationCheck/authTime/:authTime/authNo/:authNo',
      { config: { access: 'pending', ...throttled }, schema: { tags, params: ZCertificationCheckParams, response: { 200: ZCertificationCheckReply } } },
      async (req, reply) => {
        const lang = requestLanguage(req);
        const result = await deps.loginSms.checkLoginCode({
          session: sessionOf(req),
          authTime: req.params.authTime,
          code: req.params.authNo,
          client: { ip: req.ip },
        });
        if (result.kind === 'active') {
          setSessionCookie(reply, result.token, deps.secure);
          setAccountCookies(reply, profileOf(result.context), deps.secure);
          return { resultCode: 1, resultMsg: '', ...result.agreements };
        }
        if (result.kind === 'ended') clearSessionCookie(reply, deps.secure);
        return {
          resultCode: result.resultCode,
          resultMsg: translate(result.messageKey, lang),
          sellFeeRateConfirmYn: 'N' as const,
          agreeYn: 'N' as const,
          agreeGenuineYn: 'N' as const,
        };
      },
    );

    // The add-phone step's save (spec access §8). It lives with sign-in because a saved phone completes it.
    app.post(
      '/customer/supply/authPhoneNo',
      { config: { access: 'pending', ...throttled }, schema: { tags: ['supply'], body: ZAddAuthPhoneRequest, response: { 200: ZAddAuthPhoneReply } } },
      async (req, reply) => {
        const s = sessionOf(req);
        const r = await deps.loginSms.addPhoneAndSignIn({
          session: s,
          phone: joinPhoneParts(req.body),
          authTime: req.body.authTime,
          code: req.body.authNo,
          client: { ip: req.ip },
        });
        if (r.active) {
          setSessionCookie(reply, r.active.token, deps.secure);
          setAccountCookies(reply, profileOf(r.active.context), deps.secure);
        }
        const flags = r.active?.agreements ?? { sellFeeRateConfirmYn: 'N' as const, agreeYn: r.agreeYn, agreeGenuineYn: 'N' as const };
        return {
          resultCode: r.resultCode,
          resultMsg: translate(r.messageKey, requestLanguage(req)),
          mgrId: s.mgrId,
          supplyEntrStsCd: r.supplyEntrStsCd,
          ...flags,
        };
      },
    );
  };
