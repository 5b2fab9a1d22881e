import type texts from './ko/brand.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    brand: typeof texts;
  }
}
