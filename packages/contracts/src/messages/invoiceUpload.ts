import type texts from './ko/invoiceUpload.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    invoiceUpload: typeof texts;
  }
}
