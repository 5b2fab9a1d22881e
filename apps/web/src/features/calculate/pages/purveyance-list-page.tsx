import { SETTLEMENT_LIMITS, type TPurveyanceListReply, type TSettlementProfileReply } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/date';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { usePurveyanceList } from '../api/purveyance-list';
import { startListExport } from '../api/start-list-export';
import { MonthPeriodField } from '../components/month-period-field';
import { usePeriodSearch, type PeriodFormValues } from '../components/period-search';
import { ProfileGate } from '../components/profile-gate';
import { monthLink, wonColumn } from '../components/settlement-columns';
import { usd } from '../components/settlement-format';

type Row = TPurveyanceListReply['list'][number];
const FROM = SETTLEMENT_LIMITS.purveyanceFromYm;

function PurveyanceList({ profile }: { profile: TSettlementProfileReply }) {
  const { t } = useTranslation();
  const search = usePeriodSearch('partnerPurveyanceList', profile, { fromYm: FROM });
  const months = usePurveyanceList(search.request);
  const dollar = (key: 'supplyAmt' | 'payoutUsd'): DataColumn<Row> => ({
    key,
    title: t(`calculatePage.col.${key === 'supplyAmt' ? 'supplyUsd' : 'payoutUsd'}`),
    width: 130,
    align: 'right',
    render: (r) => <span data-testid={`cell-${key}`}>{usd(r[key])}</span>,
  });
  const columns: DataColumn<Row>[] = [
    { key: 'settleYm', title: t('calculatePage.col.settleYm'), width: 100, render: (r) => monthLink(r.settleYm, `statement-link-${r.settleYm}`) },
    { key: 'stsCd', title: t('calculatePage.col.stsCd'), width: 90, render: (r) => t(`calculatePage.status.${r.stsCd}`) },
    { key: 'payDueDt', title: t('calculatePage.col.payDueDt'), width: 110, render: (r) => formatDate(r.payDueDt) },
    wonColumn<Row>(t, 'saleAmt'),
    wonColumn<Row>(t, 'feeAmt'),
    wonColumn<Row>(t, 'payoutAmt', 140),
    { key: 'exrt', title: t('calculatePage.col.exrt'), width: 110, align: 'right', dataIndex: 'exrt' },
    { key: 'exrtDt', title: t('calculatePage.col.exrtDt'), width: 110, render: (r) => formatDate(r.exrtDt) },
    dollar('supplyAmt'),
    dollar('payoutUsd'),
  ];
  return (
    <ListPage<Row, PeriodFormValues>
      title={t('menu.calculate.partnerPurveyanceList')}
      form={search.form}
      initialValues={search.blank}
      onSearch={search.search}
      filters={<MonthPeriodField max={SETTLEMENT_LIMITS.maxSearchMonths} fromYm={FROM} testId="purveyance-period" />}
      excel={
        search.period ? (
          <ExcelExportButton filters={search.period} start={(f, key) => startListExport('partnerPurveyanceList', f, key)} testId="purveyance-excel" />
        ) : null
      }
      query={months}
      columns={columns}
      rowKey="settleYm"
      page={search.list.page}
      onPage={search.list.setPage}
      filtered={false}
      emptyText={t('calculatePage.list.empty')}
      testId="purveyance-list"
      rowTestId={(r) => `purveyance-row-${r.settleYm}`}
      scrollX={1400}
    />
  );
}

/** /calculate/partnerPurveyanceList: a global (purchase-agency) seller's months in USD with the rate and its date. */
export function PurveyanceListPage() {
  return <ProfileGate>{(profile) => <PurveyanceList profile={profile} />}</ProfileGate>;
}
