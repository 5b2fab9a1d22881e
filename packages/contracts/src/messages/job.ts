import type texts from './ko/job.json';

declare module './catalog.ts' {
  interface TMessageCatalog {
    job: typeof texts;
  }
}
