import type { TLanguage, TPageRequest } from '@po/contracts';
import type { JobContext, JobResultFile } from '../jobs/job-handler.ts';
import { writeXlsx, XLSX_MIME, type ExcelColumn } from './excel-writer.ts';

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
  const data = await writeXlsx({
    sheetName: opts.sheetName,
    columns: opts.columns,
    lang: opts.lang,
    pages: pages(),
    onPage: (written) => opts.ctx.progress(written),
  });
  return { fileNm: opts.fileNm, mimeType: XLSX_MIME, data };
}
