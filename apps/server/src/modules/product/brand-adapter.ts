import type { BrandService } from '@/modules/brand/brand.service.ts';
import type { ProductBrandPort } from './product-brand-port.ts';

/**
 * The brand module's answer to the product module's port. The brand service answers usable brands only
 * (approved and in use), so any other brand reads as unknown: the refusal is the same either way.
 */
export function brandServiceAdapter(brands: Pick<BrandService, 'findUsableBrand' | 'listUsableBrands' | 'findBrandCdsByName'>): ProductBrandPort {
  return {
    async findSellerBrand({ supplyEntrCd, brandCd }) {
      const row = await brands.findUsableBrand({ supplyEntrCd, brandCd });
      if (!row) return null;
      return { brandCd, confirmYn: 'Y', useYn: 'Y', sellFeeRate: Number(row.sellFeeRate) };
    },
    async listBrandNames({ supplyEntrCd, lang }) {
      const rows = await brands.listUsableBrands({ supplyEntrCd, lang });
      return new Map(rows.filter((r) => r.brandCd).map((r) => [r.brandCd ?? '', lang === 'en' && r.brandEnm ? r.brandEnm : r.brandNm]));
    },
    async findBrandFees({ supplyEntrCd, brandCd }) {
      const row = await brands.findUsableBrand({ supplyEntrCd, brandCd });
      if (!row) return null;
      const { brandNm, brandEnm, deliveryFee, minOrdAmt, jejuDeliveryFee, islandDeliveryFee, rtrnDlcst, exchDlcst } = row;
      return { brandNm, brandEnm, deliveryFee, minOrdAmt, jejuDeliveryFee, islandDeliveryFee, rtrnDlcst, exchDlcst };
    },
    findBrandCdsByName: (term) => brands.findBrandCdsByName(term),
  };
}
