import type texts from './ko/setting.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    setting: typeof texts;
  }
}
