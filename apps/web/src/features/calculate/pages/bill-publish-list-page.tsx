import { SETTLEMENT_LIMITS, ZSettleYm, type TBillPublishListReply, type TSettlementProfileReply } from '@po/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '@/shared/format/date';
import { ExcelExportButton } from '@/shared/jobs/excel-export-button';
import type { DataColumn } from '@/shared/ui/data-table';
import { ListPage } from '@/shared/ui/list-page';
import { useBillPublishList } from '../api/bill-publish-list';
import { startListExport } from '../api/start-list-export';
import { MonthPeriodField } from '../components/month-period-field';
import { usePeriodSearch, type PeriodFormValues } from '../components/period-search';
import { ProfileGate } from '../components/profile-gate';
import { wonColumn } from '../components/settlement-columns';
import { approvalNoText } from '../components/settlement-format';

// The invoice in full (its layout, print area and query) loads when a month is opened, not with the list.
const TaxInvoicePanel = lazy(() => import('../components/tax-invoice-panel').then((m) => ({ default: m.TaxInvoicePanel })));

type Row = TBillPublishListReply['list'][number];
const BASE = '/calculate/partnerBillPublishList';

function BillPublishList({ profile }: { profile: TSettlementProfileReply }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const month = ZSettleYm.safeParse(useParams().month);
  const opened = month.success ? month.data : null;
  const search = usePeriodSearch('partnerBillPublishList', profile);
  const invoices = useBillPublishList(search.request);
  const open = (settleYm: string | null) =>
    void navigate(settleYm ? `${BASE}/${settleYm}` : BASE, { state: location.state as unknown, replace: opened !== null });
  const columns: DataColumn<Row>[] = [
    { key: 'settleYm', title: t('calculatePage.col.settleYm'), width: 100, dataIndex: 'settleYm' },
    { key: 'approvalNo', title: t('calculatePage.invoice.approvalNo'), width: 240, render: (r) => approvalNoText(r.approvalNo) },
    { key: 'writeDt', title: t('calculatePage.invoice.writeDt'), width: 110, render: (r) => formatDate(r.writeDt) },
    { key: 'issueDt', title: t('calculatePage.invoice.issueDt'), width: 110, render: (r) => formatDate(r.issueDt) },
    { key: 'issueDueDt', title: t('calculatePage.invoice.issueDueDt'), width: 110, render: (r) => formatDate(r.issueDueDt) },
    wonColumn<Row>(t, 'supplyAmt'),
    wonColumn<Row>(t, 'taxAmt'),
    wonColumn<Row>(t, 'totalAmt'),
  ];
  return (
    <ListPage<Row, PeriodFormValues>
      title={t('menu.calculate.partnerBillPublishList')}
      form={search.form}
      initialValues={search.blank}
      onSearch={search.search}
      filters={<MonthPeriodField max={SETTLEMENT_LIMITS.maxSearchMonths} testId="bill-period" />}
      excel={
        search.period ? (
          <ExcelExportButton filters={search.period} start={(f, key) => startListExport('partnerBillPublishList', f, key)} testId="bill-excel" />
        ) : null
      }
      query={invoices}
      columns={columns}
      rowKey="approvalNo"
      page={search.list.page}
      onPage={search.list.setPage}
      filtered={false}
      emptyText={t('calculatePage.invoice.empty')}
      testId="bill-list"
      rowTestId={(r) => `bill-row-${r.settleYm}`}
      onRowClick={(r) => open(r.settleYm)}
      rowMarked={(r) => r.settleYm === opened}
      scrollX={1200}
    >
      {opened ? (
        <Suspense fallback={null}>
          <TaxInvoicePanel key={opened} settleYm={opened} onClose={() => open(null)} />
        </Suspense>
      ) : null}
    </ListPage>
  );
}

/** /calculate/partnerBillPublishList/:month?: the commission tax invoices of a period; a month opens its invoice in full. */
export function BillPublishListPage() {
  return <ProfileGate>{(profile) => <BillPublishList profile={profile} />}</ProfileGate>;
}
