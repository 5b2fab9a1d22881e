import type texts from './ko/calculateAdmin.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    calculateAdmin: typeof texts;
  }
}
