import { defineModule } from '@/platform/modules/module-manifest.ts';
import { loginSmsRoutes } from './login-sms.routes.ts';
import { createLoginSmsService, type LoginSmsService } from './login-sms.service.ts';
import { createLoginRepository } from './login.repository.ts';
import { loginRoutes } from './login.routes.ts';
import { createLoginService, type LoginService } from './login.service.ts';
import * as loginTables from './login.tables.ts';
import { createPasswordChangeService, type PasswordChangeService } from './password-change.service.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    login: LoginService;
    loginSms: LoginSmsService;
    passwords: PasswordChangeService;
  }
}

const HOUR = 60 * 60 * 1000;

/** Sign-in: password, SMS code, master and monitor entry, password changes. */
export const manifest = defineModule({
  name: 'login',
  needs: ['supply'],
  services: ({ db, clock, config }, s) => {
    const { supply, sessions } = s;
    const login = createLoginService({ repo: createLoginRepository(db), supply, sessions, clock, config });
    return {
      login,
      loginSms: createLoginSmsService({ login, authPhones: s.authPhones, sessions, verification: s.verification }),
      passwords: createPasswordChangeService({ login, supply, sessions, clock }),
    };
  },
  routes: ({ deps: { config }, services: s }) => {
    const secure = config.profile === 'prod';
    const signInRateLimit = config.signInRateLimit;
    return [
      loginRoutes({ login: s.login, passwords: s.passwords, sessions: s.sessions, supply: s.supply, secure, signInRateLimit }),
      loginSmsRoutes({ loginSms: s.loginSms, secure, echoCodes: config.echoSmsCodes, signInRateLimit }),
    ];
  },
  jobs: (s) => [{ name: 'purge-login-attempts', intervalMs: 6 * HOUR, run: async () => void (await s.login.purgeOldAttempts()) }],
  tables: [loginTables],
});
