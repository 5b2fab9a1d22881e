import { checkTravelCalendarCover, PROD_STATUS, type TProdStsCd, type TUpdateTravelProductRequest } from '@po/contracts';
import { actorOf, companyOf } from '@/platform/auth/session-scope.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { Clock } from '@/platform/clock.ts';
import type { Database } from '@/platform/db/database.ts';
import { AppError, validationError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import { cellsOf, type TravelProductChecks } from './travel-product-checks.ts';
import type { TravelProductStatusService } from './travel-product-status.service.ts';
import type { TravelProductRepository, TravelProductRow, TravelRoomRow } from './travel-product.repository.ts';
import type { TravelRoomDayRepository } from './travel-room-day.repository.ts';

/** Before approval the prices are the form's; after it they change only by a confirmed price change (as the catalog). */
const PRICES_EDITABLE: readonly string[] = [PROD_STATUS.awaiting, PROD_STATUS.rejected];

/** The rooms of the request against the registered ones: none left out, none unknown, new ones with every night. */
function roomErrors(b: TUpdateTravelProductRequest, stored: readonly TravelRoomRow[], product: TravelProductRow): TKeyedFieldError[] {
  const known = new Set(stored.map((r) => r.roomSeq));
  const named = new Set<number>();
  const errors: TKeyedFieldError[] = [];
  b.rooms.forEach((r, i) => {
    if (r.roomSeq === null) return;
    if (!known.has(r.roomSeq) || named.has(r.roomSeq)) errors.push({ field: `rooms.${i}.roomSeq`, messageKey: 'travelProduct.msg.roomUnknown' });
    named.add(r.roomSeq);
  });
  if (stored.some((r) => !named.has(r.roomSeq))) errors.push({ field: 'rooms', messageKey: 'travelProduct.msg.roomRemoveRefused' });
  const added = b.rooms.map((r, i) => ({ r, i })).filter(({ r }) => r.roomSeq === null);
  for (const { r, i } of added) {
    if (!r.days) {
      errors.push({ field: `rooms.${i}.days`, messageKey: 'travelProduct.msg.newRoomDays' });
      continue;
    }
    const issues = checkTravelCalendarCover({ rsvStartDt: product.rsvStartDt, rsvEndDt: product.rsvEndDt, rooms: [{ days: r.days }] });
    for (const x of issues) errors.push({ field: ['rooms', i, ...x.path.slice(2)].join('.'), messageKey: x.messageKey as TKeyedFieldError['messageKey'] });
  }
  return errors;
}

/** The update form (travelProduct.productUpdateForm/:prodCd): property fields and rooms, optimistic by version. */
export function createTravelProductUpdateService(deps: {
  repo: TravelProductRepository;
  days: TravelRoomDayRepository;
  checks: TravelProductChecks;
  statuses: TravelProductStatusService;
  db: Database;
  clock: Clock;
}) {
  const { repo, days, checks, statuses, db, clock } = deps;
  return {
    /**
     * Saves the form over the version it read (409 stale otherwise). Registered rooms are edited, never removed
     * (roomRemoveRefused); new rooms bring their nights. A rejected property goes back for approval (resubmit).
     */
    async updateTravelProduct(opts: { session: SessionContext; prodCd: string; body: TUpdateTravelProductRequest }) {
      const supplyEntrCd = companyOf(opts.session);
      const actor = actorOf(opts.session);
      const k = { supplyEntrCd, prodCd: opts.prodCd };
      const b = opts.body;
      return db.transaction(async () => {
        const product = await statuses.lock(k);
        if (product.version !== b.version) throw new AppError('CONFLICT', { messageKey: 'product.msg.stale' });
        const stored = await repo.listRooms(k);
        const approved = !PRICES_EDITABLE.includes(product.prodStsCd);
        const brandChanged = b.brandCd !== product.brandCd;
        const checked = await checks.check(supplyEntrCd, b, { brandChecked: brandChanged });
        const errors = [...checked.errors, ...roomErrors(b, stored, product)];
        if (approved && brandChanged) errors.push({ field: 'brandCd', messageKey: 'product.msg.brandFixed' });
        const pricesMoved = b.listPrice !== undefined && (b.listPrice !== product.listPrice || b.prodPrice !== product.prodPrice);
        if (approved && pricesMoved) errors.push({ field: 'prodPrice', messageKey: 'product.msg.priceChangeRequired' });
        if (b.supplyProdCd !== product.supplyProdCd && (await repo.supplyProdCdTaken(supplyEntrCd, b.supplyProdCd, k.prodCd)))
          errors.push({ field: 'supplyProdCd', messageKey: 'product.msg.supplyProdCdTaken' });
        if (errors.length > 0) throw validationError(errors);

        const now = clock.now();
        const { images, rooms, version, listPrice, prodPrice, ...fields } = b;
        await repo.updateProduct(k, {
          ...fields,
          prodDesc: checked.prodDesc,
          ...(listPrice !== undefined && prodPrice !== undefined ? { listPrice, prodPrice } : {}),
          version: version + 1,
          upDt: now,
          upId: actor.mgrId,
          upNm: actor.nm,
        });
        await repo.replaceImages(
          k,
          images.map((i) => i.fileSeq),
        );
        let nextSeq = Math.max(0, ...stored.map((r) => r.roomSeq));
        const added: { roomSeq: number; days: NonNullable<(typeof rooms)[number]['days']> }[] = [];
        for (const r of rooms) {
          const room = {
            roomNm: r.roomNm,
            stdPersonCnt: r.stdPersonCnt,
            maxPersonCnt: r.maxPersonCnt,
            bedTypeNm: r.bedTypeNm,
            roomDesc: r.roomDesc,
            useYn: r.useYn,
          };
          if (r.roomSeq !== null) await repo.updateRoom({ ...k, roomSeq: r.roomSeq }, room);
          else {
            nextSeq += 1;
            await repo.insertRooms([{ ...k, roomSeq: nextSeq, ...room, regDt: now }]);
            added.push({ roomSeq: nextSeq, days: r.days ?? [] });
          }
        }
        await days.insertCells(k, cellsOf(added), now);
        let status = product.prodStsCd as TProdStsCd;
        if (status === PROD_STATUS.rejected)
          status = await statuses.moveLocked(k, { ...product, version: version + 1 }, { action: 'resubmit', who: 'seller', actor });
        else status = await statuses.syncSoldOut(k);
        const after = await repo.find(k);
        return { prodCd: k.prodCd, prodStsCd: status, version: after?.version ?? version + 1 };
      });
    },
  };
}
export type TravelProductUpdateService = ReturnType<typeof createTravelProductUpdateService>;
