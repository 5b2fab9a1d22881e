import { effectiveSellFeeRate, PROD_STATUS, type TRegisterProductRequest } from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { withKeyLocks } from '@/platform/db/key-lock.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import type { CodeService } from '@/modules/code/code.service.ts';
import type { DeliveryLocService } from '@/modules/delivery/delivery-loc.service.ts';
import type { DeliveryPolicyService } from '@/modules/delivery/delivery-policy.service.ts';
import type { SupplyService } from '@/modules/supply/supply.service.ts';
import type { ProductBrandSlot } from './product-brand-port.ts';
import { createProductChecks } from './product-checks.ts';
import { toNoticeRows, toOptionRows, toProductRow, toRegisterHistoryRow } from './product-record.ts';
import type { ProductReferenceService } from './product-reference.service.ts';
import type { ProductRepository } from './product.repository.ts';

/** Registering products (productSupplyForm): the contract's rules, then what only the server can check. */
export function createProductRegistrationService(deps: {
  repo: ProductRepository;
  reference: ProductReferenceService;
  brands: ProductBrandSlot;
  sites: DeliveryLocService;
  policies: DeliveryPolicyService;
  supply: SupplyService;
  codes: CodeService;
  files: FileStore;
  db: Database;
  clock: Clock;
}) {
  const { repo, reference, brands, db, clock } = deps;
  const checks = createProductChecks(deps);

  return {
    /**
     * Registers a product awaiting approval (40) with its options, images and notice, and the first row of
     * its status history. The seller's code is checked and taken under a lock on it, so two simultaneous
     * registrations of one code make one product.
     */
    async createProduct(opts: { session: SessionContext; body: TRegisterProductRequest }): Promise<{ prodCd: string; prodStsCd: string }> {
      const { session } = opts;
      const supplyEntrCd = companyOf(session);
      const actor = actorOf(session);
      const entr = await deps.supply.findSupplyEntr(supplyEntrCd);
      if (!entr) throw new AppError('NOT_FOUND');
      const brand = await brands.findSellerBrand({ supplyEntrCd, brandCd: opts.body.brandCd });
      const content = await checks.checkContent(supplyEntrCd, opts.body);
      const b = { ...opts.body, prodDesc: content.prodDesc };
      const errors = [...(await checks.listErrors(session, b, { brand, grntAgreed: entr.grntSrvcAgrmYn === 'Y' })), ...content.errors];
      if (errors.length > 0) throw validationError(errors);
      const sellFeeRate = effectiveSellFeeRate({ brandRate: brand?.sellFeeRate, contractRate: Number(entr.sellFeeRate) });

      return withKeyLocks(db, [`product:supplyProdCd:${supplyEntrCd}:${b.supplyProdCd}`], async () => {
        if (await repo.supplyProdCdTaken(supplyEntrCd, b.supplyProdCd))
          throw validationError([{ field: 'supplyProdCd', messageKey: 'product.msg.supplyProdCdTaken' }]);
        const now = clock.now();
        const ctx = { supplyEntrCd, prodCd: await repo.nextProdCd(), sellFeeRate, actor, now };
        const itemNames = reference.getNoticeType({ niTypeCd: b.niTypeCd, lang: 'ko' }).items.map((i) => i.itemNm);
        await repo.insertProduct({
          product: toProductRow(b, ctx),
          options: toOptionRows(b, ctx),
          images: b.images.map((img, i) => ({ supplyEntrCd, prodCd: ctx.prodCd, imageSeq: i + 1, fileSeq: img.fileSeq })),
          noticeItems: toNoticeRows(b, ctx, itemNames),
        });
        await repo.insertStatusHistory(toRegisterHistoryRow(ctx));
        return { prodCd: ctx.prodCd, prodStsCd: PROD_STATUS.awaiting };
      });
    },
  };
}
export type ProductRegistrationService = ReturnType<typeof createProductRegistrationService>;
