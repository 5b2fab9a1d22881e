import type { TDeliveryAutomationResult, TDeliveryAutomationRunReply } from '@po/contracts';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import type { PageState } from '@/shared/pagination';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { Pager } from '@/shared/ui/pager';
import { Paragraph, Text } from '@/shared/ui/typography';

/** What a run did, line by line: registered with its invoice, or why not. */
export function AutomationRunResult({ result, onClose }: { result: TDeliveryAutomationRunReply | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState<PageState>({ pageNum: 1, pageSize: 10 });
  const rows = result?.results ?? [];
  const shown = rows.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize);
  const columns: DataColumn<TDeliveryAutomationResult>[] = [
    { key: 'ordNo', title: t('orderOps.automation.ordNo'), width: 200, render: (r) => `${r.ordNo}-${r.ordDtlSq}` },
    { key: 'invoiceNo', title: t('orderOps.automation.invoiceNo'), width: 150, render: (r) => r.invoiceNo ?? '—' },
    {
      key: 'outcome',
      title: t('orderOps.automation.outcome'),
      width: 300,
      render: (r) =>
        r.ok ? (
          <Text type="success">{t('orderOps.automation.ok')}</Text>
        ) : (
          <Text type="danger">{r.messageKey ? t(runtimeKey(r.messageKey)) : t('orderOps.automation.fail')}</Text>
        ),
    },
  ];
  return (
    <Modal
      open={result !== null}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      title={t('orderOps.automation.resultTitle')}
      width={760}
    >
      <Paragraph data-testid="automation-result-summary">
        {rows.length === 0 ? t('orderOps.automation.nothingToRun') : t('orderOps.automation.result', { ok: result?.okCnt ?? 0, fail: result?.failCnt ?? 0 })}
      </Paragraph>
      {rows.length > 0 && (
        <>
          <DataTable<TDeliveryAutomationResult>
            columns={columns}
            rows={shown}
            rowKey={(r) => `${r.supplyEntrCd}/${r.ordNo}/${r.ordDtlSq}`}
            empty={null}
            data-testid="automation-result"
          />
          <Pager page={page} totalCnt={rows.length} onPage={setPage} />
        </>
      )}
    </Modal>
  );
}
