import type texts from './ko/privacy.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    privacy: typeof texts;
  }
}
