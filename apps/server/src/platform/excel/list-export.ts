import type { TLanguage, TPageRequest } from '@po/contracts';
import type { JobContext, JobResultFile } from '../jobs/job-handler.ts';
import { writeXlsx, XLSX_MIME, type ExcelColumn } from './excel-writer.ts';

/** How often a running export stores its progress: each store is a write of its own (and extends the lease). */
const PROGRESS_EVERY_MS = 1000;

/** Rows fetched per round trip: large enough to be quick, small enough to keep memory flat. */
const PAGE_SIZE = 500;

/**
 * A list screen's rows as an xlsx file, for an export job: the list's own page query is asked page by
 * page (the same filters and order as the screen), each page written and forgotten, and the job's
 * progress reported as rows written of the list's total.
 */
export async function exportListToXlsx<T>(opts: {
  ctx: Pick<JobContext, 'progress'>;
  sheetName: string;
  fileNm: string;
  lang: TLanguage;
  columns: readonly ExcelColumn<T>[];
  fetchPage: (page: TPageRequest) => Promise<{ list: readonly T[]; totalCnt: number }>;
  pageSize?: number;
}): Promise<JobResultFile> {
  const pageSize = opts.pageSize ?? PAGE_SIZE;
  async function* pages(): AsyncGenerator<readonly T[]> {
    for (let pageNum = 1; ; pageNum++) {
      const { list, totalCnt } = await opts.fetchPage({ pageNum, pageSize });
      if (pageNum === 1) await opts.ctx.progress(0, totalCnt);
      if (list.length > 0) yield list;
      if (list.length < pageSize || pageNum * pageSize >= totalCnt) return;
    }
  }
  return exportPagesToXlsx({ ...opts, pages: pages() });
}

/**
 * The same file from pages the caller reads itself (a list too long to page by offset: the order export reads
 * by keyset); the caller tells the total through `ctx.progress` before its first page.
 */
export async function exportPagesToXlsx<T>(opts: {
  ctx: Pick<JobContext, 'progress'>;
  sheetName: string;
  fileNm: string;
  lang: TLanguage;
  columns: readonly ExcelColumn<T>[];
  pages: AsyncIterable<readonly T[]>;
}): Promise<JobResultFile> {
  let reportedAt = performance.now();
  let written = 0;
  const data = await writeXlsx({
    sheetName: opts.sheetName,
    columns: opts.columns,
    lang: opts.lang,
    pages: opts.pages,
    // A store per page was 200 writes for 100,000 rows; once a second is as live on the screen.
    onPage: async (n) => {
      written = n;
      if (performance.now() - reportedAt < PROGRESS_EVERY_MS) return;
      reportedAt = performance.now();
      await opts.ctx.progress(n);
    },
  });
  await opts.ctx.progress(written);
  return { fileNm: opts.fileNm, mimeType: XLSX_MIME, data };
}
