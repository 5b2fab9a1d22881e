import type texts from './ko/password.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    password: typeof texts;
  }
}
