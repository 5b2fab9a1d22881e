import type texts from './ko/file.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    file: typeof texts;
  }
}
