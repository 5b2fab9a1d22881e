import type texts from './ko/bizNo.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    bizNo: typeof texts;
  }
}
