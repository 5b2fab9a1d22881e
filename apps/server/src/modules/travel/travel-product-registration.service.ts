import { effectiveSellFeeRate, PROD_STATUS, type TRegisterTravelProductRequest } from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { withKeyLocks } from '@/platform/db/key-lock.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import { cellsOf, type TravelProductChecks } from './travel-product-checks.ts';
import type { TravelProductRepository } from './travel-product.repository.ts';
import type { TravelRoomDayRepository } from './travel-room-day.repository.ts';

/** Registering a property (travelProduct.productSupplyForm): the contract's rules, then what only the server knows. */
export function createTravelProductRegistrationService(deps: {
  repo: TravelProductRepository;
  days: TravelRoomDayRepository;
  checks: TravelProductChecks;
  supply: SupplyService;
  db: Database;
  clock: Clock;
}) {
  const { repo, days, checks, db, clock } = deps;
  return {
    /**
     * The property awaiting approval (40) with its photos, rooms, the full calendar and the first history row, in
     * one transaction under a lock on the seller's code (two simultaneous registrations of one code make one).
     */
    async createTravelProduct(opts: { session: SessionContext; body: TRegisterTravelProductRequest }): Promise<{ prodCd: string; prodStsCd: '40' }> {
      const supplyEntrCd = companyOf(opts.session);
      const actor = actorOf(opts.session);
      const entr = await deps.supply.findSupplyEntr(supplyEntrCd);
      if (!entr) throw new AppError('NOT_FOUND');
      const b = opts.body;
      const checked = await checks.check(supplyEntrCd, b, { brandChecked: true });
      if (checked.errors.length > 0) throw validationError(checked.errors);
      const sellFeeRate = effectiveSellFeeRate({ brandRate: checked.brandRate, contractRate: Number(entr.sellFeeRate) });

      return withKeyLocks(db, [`travelProduct:supplyProdCd:${supplyEntrCd}:${b.supplyProdCd}`], async () => {
        if (await repo.supplyProdCdTaken(supplyEntrCd, b.supplyProdCd))
          throw validationError([{ field: 'supplyProdCd', messageKey: 'product.msg.supplyProdCdTaken' }]);
        const now = clock.now();
        const prodCd = await repo.nextProdCd();
        const k = { supplyEntrCd, prodCd };
        const author = { regDt: now, regId: actor.mgrId, regNm: actor.nm, upDt: now, upId: actor.mgrId, upNm: actor.nm };
        const { images, rooms, ...fields } = b;
        await repo.insertProduct({
          product: { ...k, ...fields, prodDesc: checked.prodDesc, prodStsCd: PROD_STATUS.awaiting, sellFeeRate: sellFeeRate.toFixed(2), ...author },
          images: images.map((img, i) => ({ ...k, imageSeq: i + 1, fileSeq: img.fileSeq })),
          rooms: rooms.map((r, i) => ({
            ...k,
            roomSeq: i + 1,
            roomNm: r.roomNm,
            stdPersonCnt: r.stdPersonCnt,
            maxPersonCnt: r.maxPersonCnt,
            bedTypeNm: r.bedTypeNm,
            roomDesc: r.roomDesc,
            regDt: now,
          })),
        });
        await days.insertCells(k, cellsOf(rooms.map((r, i) => ({ roomSeq: i + 1, days: r.days }))), now);
        await repo.insertHistory({
          ...k,
          fromStsCd: null,
          toStsCd: PROD_STATUS.awaiting,
          action: 'register',
          actorType: 'seller',
          actorId: actor.mgrId,
          actorNm: actor.nm,
          changedDt: now,
        });
        return { prodCd, prodStsCd: PROD_STATUS.awaiting };
      });
    },
  };
}
export type TravelProductRegistrationService = ReturnType<typeof createTravelProductRegistrationService>;
