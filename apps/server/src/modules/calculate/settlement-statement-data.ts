import { SAC_ROW_KINDS, type TLanguage, type TStatementReply, type TStatementRow } from '@po/contracts';
import { AppError } from '@/platform/http/app-error.ts';
import type { SettlementReadRepository } from './settlement-read.repository.ts';
import type { SettlementReadService } from './settlement-read.service.ts';
import { statementRowView } from './settlement-view.ts';

/** Rows per read of a statement file: a month of the largest seller is 20,000+ rows, read in keyset pages. */
const READ = 1000;

/** What a statement file shows above and below its rows: the seller, the month and the totals by kind. */
export interface StatementHead {
  supplyEntrNm: string;
  month: TStatementReply['month'];
  totals: TStatementReply['totals'];
}

/** The statement's head through the read service (the same month and totals as the screen); 404 when none. */
export async function readStatementHead(opts: {
  read: SettlementReadService;
  supplyEntrCd: string;
  settleYm: string;
  lang: TLanguage;
}): Promise<StatementHead> {
  const viewer = { supplyEntrCd: opts.supplyEntrCd };
  const { entr } = await opts.read.sellerOf(viewer);
  const { month, totals } = await opts.read.getStatement({ session: viewer, settleYm: opts.settleYm, query: { pageNum: 1, pageSize: 1 }, lang: opts.lang });
  if (!month) throw new AppError('NOT_FOUND');
  return { supplyEntrNm: entr.supplyEntrNm, month, totals };
}

/**
 * Every row of the month in the statement's order (kind by kind, then as written), a page at a time by keyset:
 * an offset page would read every row before it again. The next read is sent before a page is handed on.
 */
export async function* readStatementRows(opts: {
  repo: SettlementReadRepository;
  supplyEntrCd: string;
  settleYm: string;
  lang: TLanguage;
}): AsyncGenerator<readonly TStatementRow[]> {
  const { repo, supplyEntrCd, settleYm, lang } = opts;
  for (const kind of SAC_ROW_KINDS) {
    let afterSq = 0;
    for (;;) {
      const rows = await repo.listMonthRowsAfter({ supplyEntrCd, settleYm, kind, afterSq, limit: READ });
      if (rows.length > 0) yield rows.map((r) => statementRowView(r, lang));
      if (rows.length < READ) break;
      afterSq = rows[rows.length - 1]!.sacRowSq;
    }
  }
}
