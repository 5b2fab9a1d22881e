import type texts from './ko/delivery.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    delivery: typeof texts;
  }
}
