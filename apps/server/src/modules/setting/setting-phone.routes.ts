import {
  joinPhoneParts,
  ZAddSettingPhoneRequest,
  ZDeleteSettingPhoneRequest,
  ZOneReply,
  ZSendSettingPhoneCodeReply,
  ZSendSettingPhoneCodeRequest,
  ZSettingPhoneListReply,
  ZSettingPhoneUseRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { SettingPhoneService } from './setting-phone.service.ts';

/** Authentication phones from the settings menu (/setting/authPhoneNo). Writes are POST/PUT, so masters only view. */
export const settingPhoneRoutes =
  (deps: { settingPhones: SettingPhoneService; echoCodes: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['setting'];
    const phones = deps.settingPhones;
    app.get('/setting/authPhoneNos', { config: { menu: 'setting.authPhoneNo' }, schema: { tags, response: { 200: ZSettingPhoneListReply } } }, async (req) =>
      phones.listPhones({ session: sessionOf(req) }),
    );

    // Sending a code is a write (a code row and an SMS), so it is a POST: the master guard refuses it.
    app.post(
      '/setting/authPhoneNo/certification',
      { config: { menu: 'setting.authPhoneNo' }, schema: { tags, body: ZSendSettingPhoneCodeRequest, response: { 200: ZSendSettingPhoneCodeReply } } },
      async (req) => {
        const authNo = await phones.sendPhoneCode({
          session: sessionOf(req),
          phone1: req.body.phone1,
          phone: joinPhoneParts(req.body),
          authTime: req.body.authTime,
          lang: requestLanguage(req),
        });
        return deps.echoCodes ? { resultCode: 1 as const, authNo } : { resultCode: 1 as const };
      },
    );

    app.post(
      '/setting/authPhoneNo',
      { config: { menu: 'setting.authPhoneNo' }, schema: { tags, body: ZAddSettingPhoneRequest, response: { 200: ZOneReply } } },
      async (req) =>
        phones.addPhone({
          session: sessionOf(req),
          phone1: req.body.phone1,
          phone: joinPhoneParts(req.body),
          authTime: req.body.authTime,
          code: req.body.authNo,
          passwd: req.body.passwd,
          ip: req.ip,
        }),
    );

    app.post(
      '/setting/authPhoneNo/delete',
      { config: { menu: 'setting.authPhoneNo' }, schema: { tags, body: ZDeleteSettingPhoneRequest, response: { 200: ZOneReply } } },
      async (req) => phones.removePhone({ session: sessionOf(req), sphone: req.body.sphone, passwd: req.body.passwd, ip: req.ip }),
    );

    app.put(
      '/setting/authPhoneNo/useYn',
      { config: { menu: 'setting.authPhoneNo' }, schema: { tags, body: ZSettingPhoneUseRequest, response: { 200: ZOneReply } } },
      async (req) => phones.setPhoneUse({ session: sessionOf(req), sphone: req.body.sphone, sphoneUseYn: req.body.sphoneUseYn }),
    );
  };
