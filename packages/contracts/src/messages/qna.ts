import type texts from './ko/qna.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    qna: typeof texts;
  }
}
