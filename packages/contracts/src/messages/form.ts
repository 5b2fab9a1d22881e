import type texts from './ko/form.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    form: typeof texts;
  }
}
