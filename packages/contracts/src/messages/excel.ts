import type texts from './ko/excel.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    excel: typeof texts;
  }
}
