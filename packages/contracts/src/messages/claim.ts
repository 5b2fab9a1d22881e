import type texts from './ko/claim.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    claim: typeof texts;
  }
}
