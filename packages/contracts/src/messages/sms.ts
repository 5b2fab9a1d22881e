import type texts from './ko/sms.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    sms: typeof texts;
  }
}
