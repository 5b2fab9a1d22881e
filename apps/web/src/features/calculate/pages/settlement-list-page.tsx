import { SETTLEMENT_LIMITS, type TSettlementProfileReply } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import { ListPage } from '@/shared/ui/list-page';
import { useKiccSettlementList } from '../api/kicc-settlement-list';
import { useSettlementList } from '../api/settlement-list';
import { startListExport } from '../api/start-list-export';
import { MonthPeriodField } from '../components/month-period-field';
import { MonthSummary } from '../components/month-summary';
import { usePeriodSearch, type PeriodFormValues } from '../components/period-search';
import { LIST_PATHS as PATHS, listPathFor } from '../components/list-path';
import { ProfileGate } from '../components/profile-gate';
import { settlementListColumns, type TKiccSettlementListRow } from '../components/settlement-columns';

function SettlementListBody({ profile, kicc }: { profile: TSettlementProfileReply; kicc: boolean }) {
  const { t } = useTranslation();
  const screen = kicc ? 'partnerSupplyEntrKICCList' : 'partnerSupplyEntrList';
  const search = usePeriodSearch(screen, profile);
  // Both hooks run (hooks keep their order); only the screen's own list is enabled.
  const domestic = useSettlementList(kicc ? null : search.request);
  const card = useKiccSettlementList(kicc ? search.request : null);
  const query = kicc ? card : domestic;
  return (
    <ListPage<TKiccSettlementListRow, PeriodFormValues>
      title={t(`menu.calculate.${screen}`)}
      form={search.form}
      initialValues={search.blank}
      onSearch={search.search}
      filters={<MonthPeriodField max={SETTLEMENT_LIMITS.maxSearchMonths} testId="settlement-period" />}
      toolbar={<MonthSummary months={query.data?.months ?? []} loading={query.isFetching} />}
      excel={search.period ? <ExcelExportButton filters={search.period} start={(f, key) => startListExport(screen, f, key)} testId="settlement-excel" /> : null}
      query={query as typeof card}
      columns={settlementListColumns(t, kicc)}
      rowKey={(r) => `${r.settleYm}|${r.saleDt}|${r.sacGb}|${r.sellFeeRate ?? ''}`}
      page={search.list.page}
      onPage={search.list.setPage}
      filtered={false}
      emptyText={t('calculatePage.list.empty')}
      testId="settlement-list"
      scrollX={2000}
    />
  );
}

function SettlementListScreen({ kicc }: { kicc: boolean }) {
  return (
    <ProfileGate>
      {(profile) => {
        // The seller's code chooses the variant: a KICC seller is sent to the card-provider list, and back.
        const own = listPathFor(profile);
        if (own !== (kicc ? PATHS.kicc : PATHS.domestic)) return <Navigate to={own} replace />;
        return <SettlementListBody profile={profile} kicc={kicc} />;
      }}
    </ProfileGate>
  );
}

/** /calculate/partnerSupplyEntrList: settlement rows of a period (≤ 6 months) with the monthly summary. */
export function SettlementListPage() {
  return <SettlementListScreen kicc={false} />;
}

/** /calculate/partnerSupplyEntrKICCList: the same for card-provider sellers, with card and other payments. */
export function KiccSettlementListPage() {
  return <SettlementListScreen kicc />;
}
