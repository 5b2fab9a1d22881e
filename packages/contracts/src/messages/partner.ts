import type texts from './ko/partner.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    partner: typeof texts;
  }
}
