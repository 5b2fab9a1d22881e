import type { TDeliveryAutomationResult, TDeliveryAutomationRunReply } from '@po/contracts';
import { Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '@/shared/i18n/runtime-key';

/** What a run did, line by line: registered with its invoice, or why not. */
export function AutomationRunResult({ result, onClose }: { result: TDeliveryAutomationRunReply | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rows = result?.results ?? [];
  return (
    <Modal
      open={result !== null}
      onCancel={onClose}
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      title={t('orderOps.automation.resultTitle')}
      width={760}
    >
      <Typography.Paragraph data-testid="automation-result-summary">
        {rows.length === 0 ? t('orderOps.automation.nothingToRun') : t('orderOps.automation.result', { ok: result?.okCnt ?? 0, fail: result?.failCnt ?? 0 })}
      </Typography.Paragraph>
      {rows.length > 0 && (
        <Table<TDeliveryAutomationResult>
          size="small"
          rowKey={(r) => `${r.supplyEntrCd}/${r.ordNo}/${r.ordDtlSq}`}
          dataSource={rows}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          data-testid="automation-result"
          columns={[
            { key: 'ordNo', title: t('orderOps.automation.ordNo'), render: (_: unknown, r) => `${r.ordNo}-${r.ordDtlSq}` },
            { key: 'invoiceNo', title: t('orderOps.automation.invoiceNo'), render: (_: unknown, r) => r.invoiceNo ?? '—' },
            {
              key: 'outcome',
              title: t('orderOps.automation.outcome'),
              render: (_: unknown, r) =>
                r.ok ? (
                  <Tag color="success">{t('orderOps.automation.ok')}</Tag>
                ) : (
                  <Tag color="error">{r.messageKey ? t(runtimeKey(r.messageKey)) : t('orderOps.automation.fail')}</Tag>
                ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
