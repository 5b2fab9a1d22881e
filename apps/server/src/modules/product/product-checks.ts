import { CODE_GROUPS, missingNoticeItems, type TRegisterProductRequest } from '@po/contracts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { AppError, type TKeyedFieldError } from '@/platform/http/app-error.ts';
import type { CodeService } from '@/modules/code/code.service.ts';
import type { DeliveryLocService } from '@/modules/delivery/delivery-loc.service.ts';
import type { DeliveryPolicyService } from '@/modules/delivery/delivery-policy.service.ts';
import { isUsableBrand, type SellerBrand } from './product-brand-port.ts';
import { hasContent, sanitizeDescription } from './product-description.ts';
import { listImageErrors } from './product-images.ts';
import type { ProductReferenceService } from './product-reference.service.ts';

/** A record the request names is not the seller's (or not in use): said as a field error, never as a 404. */
async function owns(read: () => Promise<{ useYn: string; plcyStsCd?: string }>): Promise<boolean> {
  try {
    const r = await read();
    return r.useYn === 'Y' && r.plcyStsCd !== 'ENDED';
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return false;
    throw err;
  }
}

/** The fields of a product form the server checks against other data (registration and update alike). */
export type CheckedFields = Omit<TRegisterProductRequest, 'listPrice' | 'prodPrice' | 'options' | 'images'>;

/** What only the server can check of a product form: the seller's brand, site, policy, and the reference data. */
export function createProductChecks(deps: {
  reference: ProductReferenceService;
  sites: DeliveryLocService;
  policies: DeliveryPolicyService;
  codes: CodeService;
  files: FileStore;
}) {
  const { reference } = deps;
  return {
    /**
     * The images (each an upload of the seller's, once) and the description, sanitised: answers the
     * description to save and the refusals. A description left empty by the sanitiser is refused as empty.
     */
    async checkContent(supplyEntrCd: string, b: { images: readonly { fileSeq: number }[]; prodDesc: string }) {
      const errors = await listImageErrors(deps.files, supplyEntrCd, b.images);
      const prodDesc = sanitizeDescription(b.prodDesc);
      if (!hasContent(prodDesc)) errors.push({ field: 'prodDesc', messageKey: 'product.msg.prodDesc' });
      return { errors, prodDesc };
    },

    /**
     * Every server-only refusal at once, as field errors the form maps onto its boxes. `brand` is the
     * port's answer for the form's brand, or 'unchecked' when the brand is kept as approved.
     */
    async listErrors(session: SessionContext, b: CheckedFields, opts: { brand: SellerBrand | null | 'unchecked'; grntAgreed: boolean }) {
      const errors: TKeyedFieldError[] = [];
      if (opts.brand !== 'unchecked' && !isUsableBrand(opts.brand)) errors.push({ field: 'brandCd', messageKey: 'product.msg.brandNotApproved' });
      if (!reference.isSelectableCategory(b.standardCategoryId)) errors.push({ field: 'standardCategoryId', messageKey: 'product.msg.categoryNotLeaf' });
      if (!(await owns(() => deps.sites.getSite({ session, deliveryLocCd: b.deliveryLocCd, lang: 'ko' }))))
        errors.push({ field: 'deliveryLocCd', messageKey: 'product.msg.deliveryLocCd' });
      if (b.dlcstPlcyCd !== null && !(await owns(() => deps.policies.getPolicy({ session, dlcstPlcyCd: b.dlcstPlcyCd ?? '', lang: 'ko' }))))
        errors.push({ field: 'dlcstPlcyCd', messageKey: 'product.msg.dlcstPlcyCd' });
      const countries = await deps.codes.listCodes({ groupCode: CODE_GROUPS.country, lang: 'ko' });
      if (!countries.some((c) => c.code === b.nativeCd)) errors.push({ field: 'nativeCd', messageKey: 'product.msg.nativeCd' });
      for (const field of missingNoticeItems(reference.noticeItemCount(b.niTypeCd), b)) errors.push({ field, messageKey: 'product.msg.noticeItemRequired' });
      if (b.grntSrvcGoodsYn === 'Y' && !opts.grntAgreed) errors.push({ field: 'grntSrvcGoodsYn', messageKey: 'product.msg.guaranteeNotAgreed' });
      return errors;
    },
  };
}
export type ProductChecks = ReturnType<typeof createProductChecks>;
