import type texts from './ko/calculateFile.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    calculateFile: typeof texts;
  }
}
