import { PlusOutlined } from '@ant-design/icons';
import { ZProdStsCd, ZProductListFilter, type TProdStsCd, type TProductListRow } from '@po/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DateRangeShortcuts } from '@/shared/date/date-range-shortcuts';
import type { TDateRange } from '@/shared/date/date-shortcuts';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { dayBounds, dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { ListPage } from '@/shared/ui/list-page';
import { useProductListTable } from '../components/product-list-table';
import { StatusTabs } from '../components/status-tabs';

interface FilterValues {
  prodNm?: string;
  supplyProdCd?: string;
  regDt?: TDateRange;
}
const BLANK: FilterValues = { prodNm: '', supplyProdCd: '', regDt: null };

/**
 * /product/productSupplyList?prodStsCd=: the seller's products under status tabs with their counts (the home
 * dashboard's product counts open a tab), suspend / resume per row and each product's status history.
 */
export function ProductSupplyListPage() {
  useMessageNamespaces('product');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const opened = ZProdStsCd.safeParse(params.get('prodStsCd'));
  const list = useListSearch(ZProductListFilter, 'productSupplyList', { defaults: opened.success ? { prodStsCd: opened.data } : {} });
  const { products, table } = useProductListTable(list);
  const { regDtFrom, regDtTo, prodNm, supplyProdCd, prodStsCd } = list.filters;
  const form = useFilterForm<FilterValues>({ ...BLANK, prodNm, supplyProdCd, regDt: dayRange(regDtFrom, regDtTo) });

  // A search keeps the tab; a tab keeps the search.
  const search = ({ regDt, ...v }: FilterValues) => {
    const days = dayBounds(regDt);
    list.search({ ...v, regDtFrom: days.from, regDtTo: days.to, prodStsCd });
  };
  const pickTab = (status: TProdStsCd | undefined) => list.search({ ...list.filters, prodStsCd: status });

  return (
    <ListPage<TProductListRow, FilterValues>
      title={t('menu.product.productSupplyList')}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/product/productSupplyForm')} data-testid="product-new">
          {t('product.action.registerProduct')}
        </Button>
      }
      form={form}
      initialValues={BLANK}
      onSearch={search}
      filters={
        <>
          <Form.Item name="prodNm" label={t('product.field.prodNm')}>
            <Input allowClear maxLength={100} style={{ width: 180 }} data-testid="product-search-name" />
          </Form.Item>
          <Form.Item name="supplyProdCd" label={t('product.field.supplyProdCd')}>
            <Input allowClear maxLength={50} style={{ width: 150 }} data-testid="product-search-code" />
          </Form.Item>
          <Form.Item name="regDt" label={t('product.field.regDt')}>
            <DateRangeShortcuts value={null} onChange={() => undefined} shortcuts={['today', '1w', '1m', '3m', '6m', 'all']} />
          </Form.Item>
        </>
      }
      toolbar={<StatusTabs counts={products.data?.statusCountList} value={prodStsCd} onChange={pickTab} />}
      testId="product-list"
      {...table}
    />
  );
}
