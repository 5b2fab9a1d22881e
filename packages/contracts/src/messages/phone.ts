import type texts from './ko/phone.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    phone: typeof texts;
  }
}
