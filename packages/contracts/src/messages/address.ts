import type texts from './ko/address.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    address: typeof texts;
  }
}
