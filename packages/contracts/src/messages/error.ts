import type texts from './ko/error.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    error: typeof texts;
  }
}
