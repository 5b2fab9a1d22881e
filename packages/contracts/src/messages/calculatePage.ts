import type texts from './ko/calculatePage.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    calculatePage: typeof texts;
  }
}
