import type { DeliveryLocService } from '@/modules/delivery/delivery-loc.service.ts';
import type { ProductBrandSlot } from '@/modules/product/product-brand-port.ts';
import type { ProductOrderingService } from '@/modules/product/product-ordering.service.ts';
import type { GoodsFlowGateway } from '@/platform/goods-flow/goods-flow-gateway.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { createClaimIntake } from './claim-intake.ts';
import { createClaimMallService, type ClaimMallService } from './claim-mall.service.ts';
import { createClaimReceiptService, type ClaimReceiptService } from './claim-receipt.service.ts';
import { createOrderClaimRepository } from './order-claim.repository.ts';
import type { OrderClaims } from './order-claims.ts';
import type { OrderMoves } from './order-moves.ts';
import { createOrderRepository } from './order.repository.ts';
import { createReturnComplete } from './return-complete.ts';
import { createReturnListRepository } from './return-list.repository.ts';
import { createReturnListService, type ReturnListService } from './return-list.service.ts';
import { createReturnProcessService, type ReturnProcessService } from './return-process.service.ts';

/** The claim services of the order module (receipts, the mall's buyer claims, return processing, lists), built on the core. */
export interface ClaimServices {
  claimReceipts: ClaimReceiptService;
  mallClaims: ClaimMallService;
  returnProcess: ReturnProcessService;
  returnLists: ReturnListService;
}

export function createClaimServices(deps: {
  db: Database;
  clock: Clock;
  claims: OrderClaims;
  moves: OrderMoves;
  ordering: ProductOrderingService;
  brands: ProductBrandSlot;
  sites: DeliveryLocService;
  gateway: GoodsFlowGateway;
}): ClaimServices {
  const { db, clock, brands, sites } = deps;
  const core = deps;
  const s = { productOrdering: deps.ordering };
  const repo = createOrderRepository(db);
  const claimRepo = createOrderClaimRepository(db);
  const listRepo = createReturnListRepository(db);
  const intake = createClaimIntake({ claims: core.claims, repo, ordering: s.productOrdering, brands, db });
  const completion = createReturnComplete({ claims: core.claims, moves: core.moves, lists: listRepo, ordering: s.productOrdering, db, clock });
  return {
    claimReceipts: createClaimReceiptService({ intake, claims: core.claims, db }),
    mallClaims: createClaimMallService({ intake, claims: core.claims, claimRepo, repo, db }),
    returnProcess: createReturnProcessService({
      claims: core.claims,
      claimRepo,
      repo,
      moves: core.moves,
      intake,
      completion,
      sites,
      gateway: deps.gateway,
      brands,
      db,
      clock,
    }),
    returnLists: createReturnListService({ lists: listRepo }),
  };
}
