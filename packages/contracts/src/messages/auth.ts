import type texts from './ko/auth.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    auth: typeof texts;
  }
}
