import type texts from './ko/partnerJoin.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    partnerJoin: typeof texts;
  }
}
