import type { TKeyedFieldError } from '@/platform/http/app-error.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import type { BrandService } from '@/modules/brand/brand.service.ts';
import { hasContent, sanitizeDescription } from '@/modules/product/product-description.ts';
import { listImageErrors } from '@/modules/product/product-images.ts';

/**
 * What only the server can check on a property form, as field errors the form maps onto its boxes: the brand is one
 * of the seller's usable brands, each photo is an upload of the seller's, and the description says something once
 * sanitised (the catalog's rules, DESIGN "Rich text").
 */
export function createTravelProductChecks(deps: { brands: Pick<BrandService, 'findUsableBrand'>; files: FileStore }) {
  return {
    async check(supplyEntrCd: string, b: { brandCd: string; images: readonly { fileSeq: number }[]; prodDesc: string }, opts: { brandChecked: boolean }) {
      const errors: TKeyedFieldError[] = await listImageErrors(deps.files, supplyEntrCd, b.images);
      const brand = opts.brandChecked ? await deps.brands.findUsableBrand({ supplyEntrCd, brandCd: b.brandCd }) : undefined;
      if (opts.brandChecked && !brand) errors.push({ field: 'brandCd', messageKey: 'product.msg.brandNotApproved' });
      const prodDesc = sanitizeDescription(b.prodDesc);
      if (!hasContent(prodDesc)) errors.push({ field: 'prodDesc', messageKey: 'product.msg.prodDesc' });
      return { errors, prodDesc, brandRate: brand ? Number(brand.sellFeeRate) : null };
    },
  };
}
export type TravelProductChecks = ReturnType<typeof createTravelProductChecks>;

/** The calendar cells of request rooms (their days), numbered by the room each will be. */
export const cellsOf = (rooms: readonly { roomSeq: number; days: readonly { stayDt: string; price: number; stockQty: number; saleYn: 'Y' | 'N' }[] }[]) =>
  rooms.flatMap((r) => r.days.map((d) => ({ roomSeq: r.roomSeq, stayDt: d.stayDt, price: d.price, stockQty: d.stockQty, saleYn: d.saleYn })));
