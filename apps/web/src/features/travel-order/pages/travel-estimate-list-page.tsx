import { ZTravelEstimateListFilter, type TTravelEstimateRow } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { shortcutRange } from '@/shared/date/date-shortcuts';
import { seoulToday } from '@/shared/date/seoul';
import { dayBounds, useFilterForm } from '@/shared/list/use-filter-form';
import { useListSearch } from '@/shared/list/use-list-search';
import { ListPage } from '@/shared/ui/list-page';
import { downloadTravelEstimates, useTravelEstimateList } from '../api/travel-estimates';
import { ExcelButton } from '../components/excel-button';
import { useEstimateColumns } from '../components/estimate-columns';
import { blankEstimateFilters, EstimateFilters, fromEstimateFormValues, toEstimateFormValues, type EstimateFilterValues } from '../components/estimate-filters';

/** /travelOrder/estimateList: the estimate requests of the period (the last month unless searched otherwise). */
export function TravelEstimateListPage() {
  const { t } = useTranslation();
  const month = shortcutRange('1m', seoulToday());
  const days = dayBounds(month);
  const defaults = { startDt: days.from!, endDt: days.to! };
  const list = useListSearch(ZTravelEstimateListFilter, 'travelEstimateList', { defaults });
  const filters = { ...defaults, ...list.filters };
  const estimates = useTravelEstimateList({ ...filters, ...list.page });
  const form = useFilterForm<EstimateFilterValues>(toEstimateFormValues(filters));
  return (
    <ListPage<TTravelEstimateRow, EstimateFilterValues>
      title={t('menu.travelOrder.estimateList')}
      excel={<ExcelButton download={() => downloadTravelEstimates(filters, t('travelOrder.excel.estimateSheet'))} testId="testm-excel" />}
      form={form}
      initialValues={blankEstimateFilters(month)}
      onSearch={(v) => list.search(fromEstimateFormValues(v))}
      filters={<EstimateFilters />}
      query={estimates}
      columns={useEstimateColumns()}
      rowKey="estmNo"
      page={list.page}
      onPage={list.setPage}
      filtered={list.filtered}
      emptyText={t('travelOrder.list.estimateEmpty')}
      testId="testm-list"
      rowTestId={(r) => `testm-row-${r.estmNo}`}
      scrollX={1500}
    />
  );
}
