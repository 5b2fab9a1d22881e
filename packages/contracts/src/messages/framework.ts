import type texts from './ko/framework.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    framework: typeof texts;
  }
}
