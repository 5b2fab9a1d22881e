import type texts from './ko/calculate.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    calculate: typeof texts;
  }
}
