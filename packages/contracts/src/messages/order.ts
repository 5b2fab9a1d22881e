import type texts from './ko/order.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    order: typeof texts;
  }
}
