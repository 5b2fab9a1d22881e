import type texts from './ko/name.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    name: typeof texts;
  }
}
