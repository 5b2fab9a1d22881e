import type texts from './ko/promotionAdmin.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    promotionAdmin: typeof texts;
  }
}
