import type texts from './ko/account.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    account: typeof texts;
  }
}
