import type texts from './ko/notice.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    notice: typeof texts;
  }
}
