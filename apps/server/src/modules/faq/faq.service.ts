import type { TFaqDetailReply, TFaqMainItem, TLanguage } from '@po/contracts';
import { AppError } from '@/platform/http/app-error.ts';
import type { FaqRepository } from './faq.repository.ts';

const MAIN_LIST_SIZE = 5;
type FaqRow = NonNullable<Awaited<ReturnType<FaqRepository['find']>>>;

const toItem = (r: FaqRow, lang: TLanguage): TFaqMainItem => ({ seq: r.seq, title: lang === 'en' ? r.titleEn : r.title, regDt: r.regDt.toISOString() });

/** The public FAQ of the login page. */
export function createFaqService(deps: { repo: FaqRepository }) {
  const { repo } = deps;
  return {
    async listMainFaqs(lang: TLanguage): Promise<TFaqMainItem[]> {
      return (await repo.listMain(MAIN_LIST_SIZE)).map((r) => toItem(r, lang));
    },
    async listFaqs(opts: { pageNum: number; pageSize: number; lang: TLanguage }) {
      const { rows, totalCnt } = await repo.listPage((opts.pageNum - 1) * opts.pageSize, opts.pageSize);
      return { list: rows.map((r) => ({ ...toItem(r, opts.lang), totalCnt })), totalCnt };
    },
    async getFaq(seq: number, lang: TLanguage): Promise<TFaqDetailReply> {
      const r = await repo.find(seq);
      if (!r) throw new AppError('NOT_FOUND');
      return { ...toItem(r, lang), contents: lang === 'en' ? r.contentsEn : r.contents };
    },
    async createFaq(row: Parameters<FaqRepository['insert']>[0]) {
      await repo.insert(row);
    },
  };
}
export type FaqService = ReturnType<typeof createFaqService>;
