import type texts from './ko/popup.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    popup: typeof texts;
  }
}
