import type { TDeliveryAutomationRunReply, TDeliveryAutomationRunRequest, TDeliveryAutomationSite } from '@po/contracts';
import { PlayCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { formatDateTime } from '@/shared/format/date';
import { formatNumber } from '@/shared/format/money';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Paragraph } from '@/shared/ui/typography';
import { useDeliveryAutomationList } from '../api/delivery-automation-list';
import { useRunDeliveryAutomation } from '../api/run-delivery-automation';

// The per-line result of a run opens in a modal, loaded when first shown.
const RunResultModal = lazyDialog(
  () => import('../components/automation-run-result').then((m) => m.AutomationRunResult),
  (p) => p.result !== null,
);

/**
 * /order/deliveryAutomationList (operators): the shipping sites whose goods-flow contract is approved, with their
 * preparing lines. Their invoices are registered through goods-flow on a schedule once the planned dispatch day
 * has come; "run now" registers every preparing line of all sites or of one, and shows the result per line.
 */
export function DeliveryAutomationListPage() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const sites = useDeliveryAutomationList();
  const run = useRunDeliveryAutomation();
  const toastFailure = useFailureToast();
  const [result, setResult] = useState<TDeliveryAutomationRunReply | null>(null);

  const confirmRun = (body: TDeliveryAutomationRunRequest, content: string) =>
    modal.confirm({
      title: t('orderOps.automation.run'),
      content,
      onOk: async () => {
        try {
          setResult(await run.mutateAsync(body));
        } catch (error) {
          toastFailure(error);
        }
      },
    });

  const columns: DataColumn<TDeliveryAutomationSite>[] = [
    { key: 'seller', title: t('orderOps.automation.supplyEntrNm'), width: 190, render: (s) => `${s.supplyEntrNm} (${s.supplyEntrCd})` },
    { key: 'site', title: t('orderOps.automation.deliveryLocNm'), width: 190, render: (s) => `${s.deliveryLocNm} (${s.deliveryLocCd})` },
    { key: 'carrier', dataIndex: 'deliveryEntrNm', title: t('orderOps.automation.deliveryEntrNm'), width: 120 },
    { key: 'contractNo', dataIndex: 'contractNo', title: t('orderOps.automation.contractNo'), width: 130 },
    { key: 'decidedAt', title: t('orderOps.automation.decidedAt'), width: 150, render: (s) => formatDateTime(s.decidedAt) || '—' },
    { key: 'preparingCnt', title: t('orderOps.automation.preparingCnt'), width: 100, align: 'right', render: (s) => formatNumber(s.preparingCnt) },
    {
      key: 'run',
      title: t('orderOps.automation.runSite'),
      width: 90,
      align: 'center',
      render: (s) => (
        <Button
          size="small"
          disabled={s.preparingCnt === 0 || run.isPending}
          data-testid={`automation-run-${s.supplyEntrCd}-${s.deliveryLocCd}`}
          onClick={() => confirmRun({ supplyEntrCd: s.supplyEntrCd, deliveryLocCd: s.deliveryLocCd }, t('orderOps.automation.runSiteConfirm'))}
        >
          {t('orderOps.automation.runSite')}
        </Button>
      ),
    },
  ];
  const preparing = (sites.data?.list ?? []).reduce((n, s) => n + s.preparingCnt, 0);

  return (
    <Panel
      title={t('orderOps.automation.title')}
      data-testid="automation"
      extra={
        <Button
          type="primary"
          icon={<PlayCircleOutlined />}
          loading={run.isPending}
          disabled={!sites.data || preparing === 0}
          onClick={() => confirmRun({}, t('orderOps.automation.runAllConfirm'))}
          data-testid="automation-run-all"
        >
          {t('orderOps.automation.run')}
        </Button>
      }
    >
      <Paragraph type="secondary">{t('orderOps.automation.intro')}</Paragraph>
      {sites.error ? (
        <QueryFailed error={sites.error} onRetry={() => void sites.refetch()} />
      ) : (
        <DataTable<TDeliveryAutomationSite>
          columns={columns}
          rows={sites.data?.list ?? []}
          rowKey={(s) => `${s.supplyEntrCd}/${s.deliveryLocCd}`}
          rowTestId={(s) => `automation-row-${s.supplyEntrCd}-${s.deliveryLocCd}`}
          loading={sites.isFetching}
          empty={t('orderOps.automation.empty')}
          scrollX={970}
          data-testid="automation-table"
        />
      )}
      <RunResultModal result={result} onClose={() => setResult(null)} />
    </Panel>
  );
}
