import type texts from './ko/productExcel.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    productExcel: typeof texts;
  }
}
