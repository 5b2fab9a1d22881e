import type texts from './ko/login.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    login: typeof texts;
  }
}
