import type texts from './ko/priceChange.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    priceChange: typeof texts;
  }
}
