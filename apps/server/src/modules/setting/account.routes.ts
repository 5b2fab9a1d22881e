import {
  ZAccountNoCheckReply,
  ZAccountNoCheckRequest,
  ZAccountReply,
  ZChangeLogListReply,
  ZChangeLogListRequest,
  ZOneReply,
  ZUpdateAccountRequest,
  ZUpdateBankAccountRequest,
} from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import { requestLanguage } from '@/platform/http/language.ts';
import type { AccountService } from './account.service.ts';
import type { BankAccountService } from './bank-account.service.ts';

/** The account screen (/setting/account): the company, its contacts, settlement account and history. */
export const accountRoutes =
  (deps: { account: AccountService; bankAccount: BankAccountService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['setting'];
    app.get('/setting/account', { config: { menu: 'setting.account' }, schema: { tags, response: { 200: ZAccountReply } } }, async (req) =>
      deps.account.getAccount({ session: sessionOf(req), lang: requestLanguage(req) }),
    );

    app.put(
      '/setting/account',
      { config: { menu: 'setting.account' }, schema: { tags, body: ZUpdateAccountRequest, response: { 200: ZOneReply } } },
      async (req) => deps.account.updateAccount({ session: sessionOf(req), body: req.body }),
    );

    app.put(
      '/setting/account/accountNoCheck',
      { config: { menu: 'setting.account' }, schema: { tags, body: ZAccountNoCheckRequest, response: { 200: ZAccountNoCheckReply } } },
      async (req) => deps.bankAccount.checkBankAccount({ session: sessionOf(req), body: req.body, lang: requestLanguage(req) }),
    );

    app.put(
      '/setting/account/bank',
      { config: { menu: 'setting.account' }, schema: { tags, body: ZUpdateBankAccountRequest, response: { 200: ZOneReply } } },
      async (req) => deps.bankAccount.updateBankAccount({ session: sessionOf(req), body: req.body }),
    );

    app.get(
      '/setting/account/history',
      { config: { menu: 'setting.account' }, schema: { tags, querystring: ZChangeLogListRequest, response: { 200: ZChangeLogListReply } } },
      async (req) => deps.account.listAccountHistory({ session: sessionOf(req), query: req.query }),
    );
  };
