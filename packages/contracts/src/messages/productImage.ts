import type texts from './ko/productImage.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    productImage: typeof texts;
  }
}
