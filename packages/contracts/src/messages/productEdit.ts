import type texts from './ko/productEdit.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    productEdit: typeof texts;
  }
}
