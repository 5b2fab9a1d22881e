import type texts from './ko/dlcst.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    dlcst: typeof texts;
  }
}
