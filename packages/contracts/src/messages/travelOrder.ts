import type texts from './ko/travelOrder.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    travelOrder: typeof texts;
  }
}
