import type texts from './ko/mgrId.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    mgrId: typeof texts;
  }
}
