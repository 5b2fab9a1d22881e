import type texts from './ko/necessary.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    necessary: typeof texts;
  }
}
