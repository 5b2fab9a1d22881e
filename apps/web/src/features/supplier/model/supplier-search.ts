import { ZSupplyEntrsRequest, type SUPPLIER_SEARCH_OPTIONS, type TSupplyEntrsRequest } from '@po/contracts';

export type SupplierSearchOption = (typeof SUPPLIER_SEARCH_OPTIONS)[number];
export type SupplierStatusFilter = TSupplyEntrsRequest['entrStsCd'];

/** Status filter: normal '30' (default), closed '99', all '' (spec access §9). */
export const SUPPLIER_STATUS_FILTERS: readonly { value: SupplierStatusFilter; labelKey: string }[] = [
  { value: '30', labelKey: 'supplier.status.normal' },
  { value: '99', labelKey: 'supplier.status.closed' },
  { value: '', labelKey: 'supplier.status.all' },
];

/** What the search form holds; no option chosen is `undefined` (the select shows its placeholder). */
export interface SupplierSearchValues {
  searchOption?: SupplierSearchOption;
  searchOptionNm?: string;
  entrStsCd: SupplierStatusFilter;
}

export const DEFAULT_SEARCH_VALUES: SupplierSearchValues = { searchOption: undefined, searchOptionNm: '', entrStsCd: '30' };

export type SupplierCriteria = Omit<TSupplyEntrsRequest, 'pageNum' | 'pageSize'>;

export type SupplierSearchCheck = { ok: true; criteria: SupplierCriteria } | { ok: false; messageKey: string };

/**
 * The contract's own rules (spec access §5): a term without an option is navGrid.msg.msg1, an option
 * without a term navGrid.msg.msg2.
 */
export function checkSupplierSearch(values: SupplierSearchValues): SupplierSearchCheck {
  const parsed = ZSupplyEntrsRequest.safeParse({
    searchOption: values.searchOption ?? '',
    searchOptionNm: values.searchOptionNm ?? '',
    entrStsCd: values.entrStsCd,
  });
  if (!parsed.success) return { ok: false, messageKey: parsed.error.issues[0]?.message ?? 'navGrid.msg.msg2' };
  const { searchOption, searchOptionNm, entrStsCd } = parsed.data;
  return { ok: true, criteria: { searchOption, searchOptionNm, entrStsCd } };
}

export const DEFAULT_CRITERIA: SupplierCriteria = { searchOption: '', searchOptionNm: '', entrStsCd: '30' };
