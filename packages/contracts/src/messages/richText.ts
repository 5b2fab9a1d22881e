import type texts from './ko/richText.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    richText: typeof texts;
  }
}
