import type texts from './ko/orderList.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    orderList: typeof texts;
  }
}
