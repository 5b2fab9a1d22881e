import { ZSupplyCsFilter, type TSupplyCsListRequest, type TSupplyCsRow } from '@po/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { dayRange, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { ListPage } from '@/shared/ui/list-page';
import { useSupplyCsList } from '../api/supply-cs';
import { useCsColumns } from '../components/cs-columns';
import { blankCsFilters, CsFilters, fromCsFormValues, type CsFilterValues } from '../components/cs-filters';

// The drawer loads when an inquiry is first opened, not with the list.
const CsAnswerDrawer = lazyDialog(
  () => import('../components/cs-answer-drawer').then((m) => m.CsAnswerDrawer),
  (p) => p.row !== null,
);

/** /qna/supplyCs: the mall CS centre's inquiries to the seller, newest first; a row opens the answer drawer. */
export function SupplyCsPage() {
  useMessageNamespaces('qna');
  const { t } = useTranslation();
  const list = useListSearch(ZSupplyCsFilter, 'supplyCs');
  const request: TSupplyCsListRequest = { ...list.filters, ...list.page };
  const query = useSupplyCsList(request);
  const form = useFilterForm<CsFilterValues>({ ...blankCsFilters, ...list.filters, period: dayRange(list.filters.startDt, list.filters.endDt) });
  const [openSq, setOpenSq] = useState<number | null>(null);
  const open: TSupplyCsRow | null = query.data?.list.find((r) => r.supplyCsSq === openSq) ?? null;
  const columns = useCsColumns<TSupplyCsRow>();
  return (
    <ListPage<TSupplyCsRow, CsFilterValues>
      title={t('menu.qna.supplyCs')}
      form={form}
      initialValues={blankCsFilters}
      onSearch={(v) => list.search(fromCsFormValues(v))}
      filters={<CsFilters />}
      query={query}
      columns={columns}
      rowKey="supplyCsSq"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('qna.list.csEmpty')}
      testId="supply-cs"
      rowTestId={(r) => `cs-row-${r.supplyCsSq}`}
      onRowClick={(r) => setOpenSq(r.supplyCsSq)}
      rowMarked={(r) => r.overdueYn === 'Y'}
      scrollX={1200}
    >
      <CsAnswerDrawer row={open} onClose={() => setOpenSq(null)} />
    </ListPage>
  );
}
