import { defineModule } from '@/platform/modules/module-manifest.ts';
import { createProductQnaRepository } from './product-qna.repository.ts';
import { productQnaRoutes } from './product-qna.routes.ts';
import { createProductQnaService, type ProductQnaService } from './product-qna.service.ts';
import { createQnaIntakeService, type QnaIntakeService } from './qna-intake.service.ts';
import { qnaMallRoutes } from './qna-mall.routes.ts';
import { createQnaStatsRepository } from './qna-stats.repository.ts';
import { createQnaStatsService, type QnaStatsService } from './qna-stats.service.ts';
import * as qnaTables from './qna.tables.ts';
import { supplyCsAdminRoutes } from './supply-cs-admin.routes.ts';
import { createSupplyCsRepository } from './supply-cs.repository.ts';
import { supplyCsRoutes } from './supply-cs.routes.ts';
import { createSupplyCsService, type SupplyCsService } from './supply-cs.service.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    /** The home dashboard's Q&A figures: open counts and the answer rates against their targets. */
    qnaStats: QnaStatsService;
    /** The mall's questions in, the answers out (also the demo seed's and the simulator's way in). */
    qnaIntake: QnaIntakeService;
    productQna: ProductQnaService;
    supplyCs: SupplyCsService;
  }
}

/**
 * Product Q&A from the mall's buyers and the mall CS centre's inquiries to sellers (issue 15). A question belongs to
 * its product's seller (the product table is read for the seller and the name); an inquiry names a known seller.
 */
export const manifest = defineModule({
  name: 'qna',
  needs: ['product', 'supply'],
  services: ({ db, clock }, s) => {
    const questions = createProductQnaRepository(db);
    return {
      qnaStats: createQnaStatsService({ repo: createQnaStatsRepository(db), clock }),
      qnaIntake: createQnaIntakeService({ repo: questions, clock }),
      productQna: createProductQnaService({ repo: questions, clock }),
      supplyCs: createSupplyCsService({ repo: createSupplyCsRepository(db), supply: s.supply, clock }),
    };
  },
  routes: ({ deps, services: s }) => [
    qnaMallRoutes({ intake: s.qnaIntake, mallRateLimit: deps.config.mallRateLimit }),
    productQnaRoutes({ productQna: s.productQna }),
    supplyCsRoutes({ supplyCs: s.supplyCs }),
    supplyCsAdminRoutes({ supplyCs: s.supplyCs, idempotency: s.idempotency }),
  ],
  tables: [qnaTables],
});
