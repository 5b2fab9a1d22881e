import { defineModule } from '@/platform/modules/module-manifest.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService, type AccountService } from './account.service.ts';
import { createBankAccountService, type BankAccountService } from './bank-account.service.ts';
import { createContractService, type ContractService } from './contract.service.ts';
import { settingPhoneRoutes } from './setting-phone.routes.ts';
import { createSettingPhoneService, type SettingPhoneService } from './setting-phone.service.ts';
import { settingRoutes } from './setting.routes.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    account: AccountService;
    bankAccount: BankAccountService;
    settingPhones: SettingPhoneService;
    contract: ContractService;
  }
}

/** The seller's settings: company and contacts, bank account, authentication phones, contract, password. */
export const manifest = defineModule({
  name: 'setting',
  needs: ['supply', 'code', 'login'],
  services: ({ db, clock }, s) => {
    const { supply, codes } = s;
    const account = createAccountService({ supply, audit: s.audit, codes, db });
    return {
      account,
      bankAccount: createBankAccountService({ supply, codes, bank: s.bank, account }),
      settingPhones: createSettingPhoneService({ supply, verification: s.verification, login: s.login, codes }),
      contract: createContractService({ supply, clock }),
    };
  },
  routes: ({ deps, services: s }) => [
    accountRoutes({ account: s.account, bankAccount: s.bankAccount }),
    settingPhoneRoutes({ settingPhones: s.settingPhones, echoCodes: deps.config.echoSmsCodes }),
    settingRoutes({ contract: s.contract, passwords: s.passwords }),
  ],
});
