import type texts from './ko/statistic.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    statistic: typeof texts;
  }
}
