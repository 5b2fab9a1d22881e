import type texts from './ko/promotion.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    promotion: typeof texts;
  }
}
