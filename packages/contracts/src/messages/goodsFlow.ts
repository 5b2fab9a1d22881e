import type texts from './ko/goodsFlow.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    goodsFlow: typeof texts;
  }
}
