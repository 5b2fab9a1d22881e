import { SETTLEMENT_LIMITS, type TOpenMarketPaymentReply, type TSettlementProfileReply } from '@po/contracts';
import { useTranslation } from 'react-i18next';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { useOpenMarketPaymentList } from '../api/open-market-payment-list';
import { startListExport } from '../api/start-list-export';
import { MonthPeriodField } from '../components/month-period-field';
import { usePeriodSearch, type PeriodFormValues } from '../components/period-search';
import { ProfileGate } from '../components/profile-gate';
import { monthLink, statementColumns } from '../components/settlement-columns';

type Row = TOpenMarketPaymentReply['list'][number];

function OpenMarketPaymentList({ profile }: { profile: TSettlementProfileReply }) {
  const { t } = useTranslation();
  const search = usePeriodSearch('partnerOpenMarketPaymentList', profile);
  const rows = useOpenMarketPaymentList(search.request);
  const columns: DataColumn<Row>[] = [
    { key: 'settleYm', title: t('calculatePage.col.settleYm'), width: 100, render: (r) => monthLink(r.settleYm) },
    ...statementColumns<Row>(t, false),
    {
      key: 'payKindCd',
      title: t('calculatePage.col.payKindCd'),
      width: 100,
      render: (r) => (r.payKindCd ? t(`calculatePage.payKind.${r.payKindCd}`, { defaultValue: r.payKindCd }) : ''),
    },
  ];
  return (
    <ListPage<Row, PeriodFormValues>
      title={t('menu.calculate.partnerOpenMarketPaymentList')}
      form={search.form}
      initialValues={search.blank}
      onSearch={search.search}
      filters={<MonthPeriodField max={SETTLEMENT_LIMITS.maxSearchMonths} testId="openmarket-period" />}
      excel={
        search.period ? (
          <ExcelExportButton filters={search.period} start={(f, key) => startListExport('partnerOpenMarketPaymentList', f, key)} testId="openmarket-excel" />
        ) : null
      }
      query={rows}
      columns={columns}
      rowKey="sacRowSq"
      page={search.list.page}
      onPage={search.list.setPage}
      filtered={false}
      emptyText={t('calculatePage.list.empty')}
      testId="openmarket-list"
      rowTestId={(r) => `openmarket-row-${r.sacRowSq}`}
      scrollX={2800}
    />
  );
}

/** /calculate/partnerOpenMarketPaymentList: an open-market seller's settlement rows of a period, line by line. */
export function OpenMarketPaymentListPage() {
  return <ProfileGate>{(profile) => <OpenMarketPaymentList profile={profile} />}</ProfileGate>;
}
