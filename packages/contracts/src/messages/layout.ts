import type texts from './ko/layout.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    layout: typeof texts;
  }
}
