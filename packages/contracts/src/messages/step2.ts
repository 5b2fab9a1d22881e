import type texts from './ko/step2.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    step2: typeof texts;
  }
}
