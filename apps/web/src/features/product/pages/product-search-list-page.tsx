import { ZProductListFilter, type TProductListRow } from '@po/contracts';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { readFilters, useListSearch } from '@/shared/list/use-list-search';
import { ListPage } from '@/shared/ui/list-page';
import { startProductsExport } from '../api/start-products-export';
import type { FilterValues } from '../components/product-search-filters';
import { pastedCodesError } from '../components/pasted-codes-field';
import { useProductListTable } from '../components/product-list-table';

// The filter boxes (selects, number boxes, the date picker) load beside the page: their chunk is asked for when
// this module runs, while the first page of the list is on its way.
const filtersChunk = import('../components/product-search-filters');
const ProductSearchFilters = lazy(() => filtersChunk.then((m) => ({ default: m.ProductSearchFilters })));

type DateType = FilterValues['dateType'];
const BLANK: FilterValues = {
  dateType: 'regDt',
  period: null,
  prodStsCd: '',
  brandCd: '',
  standardCategoryId: undefined,
  prodCds: '',
  prodNm: '',
  supplyProdCd: '',
  stockMin: null,
  stockMax: null,
  saleYn: '',
};

/**
 * /product/productSearchList: every filter of the product list, pasted codes included, and its Excel export as a job.
 * Opened with filters in the query (the home's status counts: ?prodStsCd=90), it starts on that search.
 */
export function ProductSearchListPage() {
  useMessageNamespaces('product');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const list = useListSearch(ZProductListFilter, 'productSearchList', { defaults: readFilters(ZProductListFilter, Object.fromEntries(params)) });
  const { table } = useProductListTable(list);
  const { regDtFrom, regDtTo, upDtFrom, upDtTo, sort: _sort, ...f } = list.filters;
  const dateType: DateType = upDtFrom || upDtTo ? 'upDt' : 'regDt';
  const form = useFilterForm<FilterValues>({
    ...BLANK,
    ...f,
    dateType,
    period: dateType === 'upDt' ? dayRange(upDtFrom, upDtTo) : dayRange(regDtFrom, regDtTo),
  });

  const search = ({ dateType: type, period, stockMin, stockMax, ...v }: FilterValues) => {
    // More than 1,000 codes would be dropped from the search by the filter schema: refuse with its message instead.
    const codesError = pastedCodesError(v.prodCds);
    if (codesError) {
      form.setFields([{ name: 'prodCds', errors: [t(runtimeKey(codesError))] }]);
      return;
    }
    const days = dayBounds(period);
    const bounds = type === 'upDt' ? { upDtFrom: days.from, upDtTo: days.to } : { regDtFrom: days.from, regDtTo: days.to };
    list.search({ ...v, ...bounds, stockMin: stockMin ?? undefined, stockMax: stockMax ?? undefined });
  };

  return (
    <ListPage<TProductListRow, FilterValues>
      title={t('menu.product.productSearchList')}
      excel={<ExcelExportButton filters={list.filters} start={startProductsExport} testId="product-excel" />}
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <Suspense fallback={<Spin size="small" />}>
          <ProductSearchFilters form={form} />
        </Suspense>
      }
      testId="product-search"
      {...table}
    />
  );
}
