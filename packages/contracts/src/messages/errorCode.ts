import type texts from './ko/errorCode.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    errorCode: typeof texts;
  }
}
