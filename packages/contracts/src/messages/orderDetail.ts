import type texts from './ko/orderDetail.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    orderDetail: typeof texts;
  }
}
