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

/** What the server knows of the records a product names, found one by one (a form) or for a whole sheet at once (an upload). */
export interface ProductFacts {
  brandUsable: boolean | 'unchecked';
  siteUsable: boolean;
  policyUsable: boolean;
  countryKnown: boolean;
  grntAgreed: boolean;
}

/** What only the server can check of a product form: the seller's brand, site, policy, and the reference data. */
export function createProductChecks(deps: {
  reference: ProductReferenceService;
  sites: DeliveryLocService;
  policies: DeliveryPolicyService;
  codes: CodeService;
  files: FileStore;
}) {
  const { reference } = deps;

  /** Every refusal the facts and the reference data make, as field errors (the same for a form and a sheet). */
  function errorsOf(b: CheckedFields, facts: ProductFacts): TKeyedFieldError[] {
    const errors: TKeyedFieldError[] = [];
    if (facts.brandUsable === false) errors.push({ field: 'brandCd', messageKey: 'product.msg.brandNotApproved' });
    if (!reference.isSelectableCategory(b.standardCategoryId)) errors.push({ field: 'standardCategoryId', messageKey: 'product.msg.categoryNotLeaf' });
    if (!facts.siteUsable) errors.push({ field: 'deliveryLocCd', messageKey: 'product.msg.deliveryLocCd' });
    if (b.dlcstPlcyCd !== null && !facts.policyUsable) errors.push({ field: 'dlcstPlcyCd', messageKey: 'product.msg.dlcstPlcyCd' });
    if (!facts.countryKnown) errors.push({ field: 'nativeCd', messageKey: 'product.msg.nativeCd' });
    for (const field of missingNoticeItems(reference.noticeItemCount(b.niTypeCd), b)) errors.push({ field, messageKey: 'product.msg.noticeItemRequired' });
    if (b.grntSrvcGoodsYn === 'Y' && !facts.grntAgreed) errors.push({ field: 'grntSrvcGoodsYn', messageKey: 'product.msg.guaranteeNotAgreed' });
    return errors;
  }

  /** Whether the seller's shipping site (or fee policy) is its own and in use: a sheet asks once per code. */
  const siteUsable = (session: SessionContext, deliveryLocCd: string) => owns(() => deps.sites.getSite({ session, deliveryLocCd, lang: 'ko' }));
  const policyUsable = (session: SessionContext, dlcstPlcyCd: string) => owns(() => deps.policies.getPolicy({ session, dlcstPlcyCd, lang: 'ko' }));
  /** The country codes a product may name (code group U200). */
  const countryCodes = async () => new Set((await deps.codes.listCodes({ groupCode: CODE_GROUPS.country, lang: 'ko' })).map((c) => c.code));

  return {
    errorsOf,
    siteUsable,
    policyUsable,
    countryCodes,
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
      return errorsOf(b, {
        brandUsable: opts.brand === 'unchecked' ? 'unchecked' : isUsableBrand(opts.brand),
        siteUsable: await siteUsable(session, b.deliveryLocCd),
        policyUsable: b.dlcstPlcyCd === null ? true : await policyUsable(session, b.dlcstPlcyCd ?? ''),
        countryKnown: (await countryCodes()).has(b.nativeCd),
        grntAgreed: opts.grntAgreed,
      });
    },
  };
}
export type ProductChecks = ReturnType<typeof createProductChecks>;
