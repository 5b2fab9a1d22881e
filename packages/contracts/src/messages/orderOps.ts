import type texts from './ko/orderOps.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    orderOps: typeof texts;
  }
}
