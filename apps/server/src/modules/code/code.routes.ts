import { ZGetCodeListReply, ZGetCodeListRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '@/platform/http/language.ts';
import type { CodeService } from './code.service.ts';

export const codeRoutes =
  (deps: { codes: CodeService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/customer/supply/code/groupCd/:groupCode',
      { config: { access: 'public' }, schema: { tags: ['code'], params: ZGetCodeListRequest, response: { 200: ZGetCodeListReply } } },
      async (request) => deps.codes.listPublicCodes({ groupCode: request.params.groupCode, lang: requestLanguage(request) }),
    );
  };
