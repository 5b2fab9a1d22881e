import {
  joinPhoneParts,
  PARTNER_FILE_LIMITS,
  ZAccountNoCheckReply,
  ZBizNoCheckParams,
  ZBizNoCheckReply,
  ZMgrIdCheckParams,
  ZMgrIdCheckReply,
  ZOneReply,
  ZPartnerAccountNoCheckRequest,
  ZSendAuthCodeParams,
  ZSendAuthCodeReply,
  ZSignupCodeCheckParams,
  ZSignupCodeCheckReply,
  ZTaskAllowIpParams,
  ZTaskAllowIpReply,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '@/platform/http/language.ts';
import { readMultipartForm } from '@/platform/http/multipart-form.ts';
import type { PartnerCheckService } from './partner-check.service.ts';
import type { PartnerJoinService } from './partner-join.service.ts';

/**
 * The public sign-up calls (spec access §7). Every one is throttled per IP and per call, so the id, business
 * number and account checks cannot be used to enumerate who is registered.
 */
export const partnerRoutes =
  (deps: { checks: PartnerCheckService; join: PartnerJoinService; echoCodes: boolean; signUpRateLimit: number }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['partner'];
    const config = { access: 'public' as const, rateLimit: { max: deps.signUpRateLimit, timeWindow: '1 minute' } };
    const { checks } = deps;

    app.get(
      '/customer/supply/supplyEntr/mgrId/:mgrId',
      { config, schema: { tags, params: ZMgrIdCheckParams, response: { 200: ZMgrIdCheckReply } } },
      async (req) => checks.countMgrId(req.params.mgrId),
    );

    app.get('/customer/supply/bizNo/:bizNo', { config, schema: { tags, params: ZBizNoCheckParams, response: { 200: ZBizNoCheckReply } } }, async (req) =>
      checks.checkBizNo({ bizNo: req.params.bizNo, lang: requestLanguage(req) }),
    );

    app.put(
      '/customer/supply/accountNoCheck',
      { config, schema: { tags, body: ZPartnerAccountNoCheckRequest, response: { 200: ZAccountNoCheckReply } } },
      async (req) => checks.checkAccount({ body: req.body, lang: requestLanguage(req) }),
    );

    app.get(
      '/customer/supply/authPhoneNo/certification/phone1/:phone1/phone2/:phone2/phone3/:phone3/authTime/:authTime/authGb/:authGb',
      { config, schema: { tags, params: ZSendAuthCodeParams, response: { 200: ZSendAuthCodeReply } } },
      async (req) => {
        const authNo = await checks.sendSignupCode({
          phone1: req.params.phone1,
          phone: joinPhoneParts(req.params),
          authTime: req.params.authTime,
          lang: requestLanguage(req),
        });
        return deps.echoCodes ? { resultCode: 1, authNo } : { resultCode: 1 };
      },
    );

    app.get(
      '/customer/supply/authPhoneNo/certificationCheck/phone1/:phone1/phone2/:phone2/phone3/:phone3/authTime/:authTime/authNo/:authNo',
      { config, schema: { tags, params: ZSignupCodeCheckParams, response: { 200: ZSignupCodeCheckReply } } },
      async (req) =>
        checks.checkSignupCode({ phone: joinPhoneParts(req.params), authTime: req.params.authTime, authNo: req.params.authNo, lang: requestLanguage(req) }),
    );

    app.get(
      '/customer/supply/getTaskAllowIpCheck/:code',
      { config, schema: { tags, params: ZTaskAllowIpParams, response: { 200: ZTaskAllowIpReply } } },
      async (req) => checks.isTaskAllowedIp(req.ip),
    );

    // multipart/form-data: a `partner` JSON part (text field or JSON Blob) and `file` parts, one per fileKinds entry.
    app.post(
      '/customer/supply/createPartnerJoin',
      { config, schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZOneReply } } },
      async (req) => {
        const form = await readMultipartForm(req, {
          jsonPart: 'partner',
          filePart: 'file',
          maxFiles: PARTNER_FILE_LIMITS.maxFiles,
          maxFileBytes: PARTNER_FILE_LIMITS.largestBytes,
        });
        return deps.join.createPartnerJoin({ form, ip: req.ip });
      },
    );
  };
