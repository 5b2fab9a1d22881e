import type texts from './ko/supplier.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    supplier: typeof texts;
  }
}
