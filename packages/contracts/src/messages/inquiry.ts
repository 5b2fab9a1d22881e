import type texts from './ko/inquiry.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    inquiry: typeof texts;
  }
}
