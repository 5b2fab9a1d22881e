import type texts from './ko/menu.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    menu: typeof texts;
  }
}
