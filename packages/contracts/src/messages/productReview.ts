import type texts from './ko/productReview.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    productReview: typeof texts;
  }
}
