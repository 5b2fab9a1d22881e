import type texts from './ko/common.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    common: typeof texts;
  }
}
