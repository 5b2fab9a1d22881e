import { ZContractReply, ZOneReply, ZSettingPasswordChangeRequest } from '@po/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '@/platform/auth/guards.ts';
import type { PasswordChangeService } from '@/modules/login/password-change.service.ts';
import type { ContractService } from './contract.service.ts';

/** The contract screen and the password change of the settings menu. */
export const settingRoutes =
  (deps: { contract: ContractService; passwords: PasswordChangeService }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['setting'];
    app.get('/setting/contract', { config: { menu: 'setting.contract' }, schema: { tags, response: { 200: ZContractReply } } }, async (req) =>
      deps.contract.getContract({ session: sessionOf(req) }),
    );

    // The sign-in popup's change (PUT /login/newPasswordChange) with the account taken from the session:
    // this session stays, every other session of the account ends.
    app.put(
      '/setting/changePassword',
      { config: { menu: 'setting.changePassword' }, schema: { tags, body: ZSettingPasswordChangeRequest, response: { 200: ZOneReply } } },
      async (req) => {
        const s = sessionOf(req);
        return deps.passwords.changePassword({ ...req.body, mgrId: s.mgrId, ip: req.ip, keepSessionIdHash: s.idHash });
      },
    );
  };
