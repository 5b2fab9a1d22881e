import type texts from './ko/terms.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    terms: typeof texts;
  }
}
