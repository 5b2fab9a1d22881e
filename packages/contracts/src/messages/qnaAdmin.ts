import type texts from './ko/qnaAdmin.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    qnaAdmin: typeof texts;
  }
}
