import type texts from './ko/dashboard.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    dashboard: typeof texts;
  }
}
