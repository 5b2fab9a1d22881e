import type texts from './ko/navGrid.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    navGrid: typeof texts;
  }
}
