import type texts from './ko/noticeAdmin.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    noticeAdmin: typeof texts;
  }
}
