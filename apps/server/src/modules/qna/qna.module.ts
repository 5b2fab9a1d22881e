import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createQnaStatsRepository } from './qna-stats.repository.ts';
import { createQnaStatsService, type QnaStatsService } from './qna-stats.service.ts';
import * as qnaTables from './qna.tables.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    /** The home dashboard's Q&A figures: open counts and the answer rates against their targets. */
    qnaStats: QnaStatsService;
  }
}

/** Product Q&A from the mall's buyers and the mall CS centre's inquiries to sellers (issue 15). */
export const manifest = defineModule({
  name: 'qna',
  services: ({ db, clock }) => ({ qnaStats: createQnaStatsService({ repo: createQnaStatsRepository(db), clock }) }),
  tables: [qnaTables],
});
