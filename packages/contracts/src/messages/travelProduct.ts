import type texts from './ko/travelProduct.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    travelProduct: typeof texts;
  }
}
