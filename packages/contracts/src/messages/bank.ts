import type texts from './ko/bank.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    bank: typeof texts;
  }
}
