import type texts from './ko/email.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    email: typeof texts;
  }
}
