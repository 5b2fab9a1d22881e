import type { TProductListRequest, TProductListRow } from '@po/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageState } from '@/shared/pagination';
import { useSessionUser } from '@/shared/session/session-user';
import type { ListPageProps } from '@/shared/ui/list-page';
import { useProducts } from '../api/products';
import { useProductColumns } from './product-columns';
import { StatusHistoryPopup } from './status-history-popup';

type TTableProps = Pick<
  ListPageProps<TProductListRow, object>,
  'query' | 'columns' | 'rowKey' | 'page' | 'onPage' | 'filtered' | 'emptyText' | 'rowTestId' | 'scrollX' | 'children'
>;

/**
 * What productSupplyList and productSearchList show alike under their own filters: the page of products, the
 * shared columns with the row's moves (disabled for a master session), and the status history popup of the
 * row whose history was asked for (kept while the popup closes).
 */
export function useProductListTable(list: { request: TProductListRequest; page: PageState; setPage: (page: PageState) => void; filtered: boolean }) {
  const { t } = useTranslation();
  const readOnly = useSessionUser().isMasterLogin === 'Y';
  const products = useProducts(list.request);
  const [history, setHistory] = useState<{ row: TProductListRow; open: boolean } | null>(null);
  const columns = useProductColumns({ readOnly, onHistory: (row) => setHistory({ row, open: true }) });
  const table: TTableProps = {
    query: products,
    columns,
    rowKey: 'prodCd',
    page: list.page,
    onPage: list.setPage,
    filtered: list.filtered,
    emptyText: t('product.list.empty'),
    rowTestId: (r) => `product-row-${r.prodCd}`,
    scrollX: 1500,
    children: history && <StatusHistoryPopup product={history.row} open={history.open} onClose={() => setHistory({ ...history, open: false })} />,
  };
  return { products, table };
}
