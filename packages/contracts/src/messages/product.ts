import type texts from './ko/product.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    product: typeof texts;
  }
}
