import { DownloadOutlined } from '@ant-design/icons';
import { INVOICE_ROW_SUCCESSES, type TInvoiceUploadReply, type TInvoiceUploadRow } from '@po/contracts';
import { Alert, Button, Descriptions, Flex, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadJobFile } from '@/shared/jobs/download-job-file';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { Pager } from '@/shared/ui/pager';
import { Text } from '@/shared/ui/typography';

const PAGE_SIZE = 10;
const COUNTS = ['rowCnt', 'okCnt', 'alreadyCnt', 'failedCnt'] as const;

/** An upload's outcome: the counts, every row's result (or only the failed ones), and the result sheet. */
export function InvoiceUploadResult({ result }: { result: TInvoiceUploadReply }) {
  const { t } = useTranslation();
  const [failedOnly, setFailedOnly] = useState(result.failedCnt > 0);
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE });
  if (result.sheetMessage) return <Alert type="error" showIcon title={result.sheetMessage} data-testid="invoice-sheet-refused" />;
  const shown = failedOnly ? result.rows.filter((r) => !INVOICE_ROW_SUCCESSES.includes(r.result)) : result.rows;
  const rows = shown.slice((page.pageNum - 1) * PAGE_SIZE, page.pageNum * PAGE_SIZE);
  const columns: DataColumn<TInvoiceUploadRow>[] = [
    { key: 'row', title: t('invoiceUpload.popup.row'), dataIndex: 'row', width: 64, align: 'right' },
    { key: 'ordNo', title: t('invoiceUpload.column.ordNo'), dataIndex: 'ordNo', width: 170 },
    { key: 'ordDtlSq', title: t('invoiceUpload.column.ordDtlSq'), dataIndex: 'ordDtlSq', width: 100 },
    { key: 'deliveryEntrCd', title: t('invoiceUpload.column.deliveryEntrCd'), dataIndex: 'deliveryEntrCd', width: 100 },
    { key: 'invoiceNo', title: t('invoiceUpload.column.invoiceNo'), dataIndex: 'invoiceNo', width: 150 },
    {
      key: 'message',
      title: t('invoiceUpload.column.result'),
      render: (r) => <Text type={INVOICE_ROW_SUCCESSES.includes(r.result) ? undefined : 'danger'}>{r.message}</Text>,
    },
  ];
  return (
    <Flex vertical gap={12} data-testid="invoice-result">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={COUNTS.map((k) => ({
          key: k,
          label: t(`invoiceUpload.popup.${k}`),
          children: <span data-testid={`invoice-${k}`}>{result[k].toLocaleString()}</span>,
        }))}
      />
      <Flex gap={8} align="center" justify="space-between" wrap>
        <Flex gap={8} align="center">
          <Switch
            checked={failedOnly}
            onChange={(v) => {
              setFailedOnly(v);
              setPage({ pageNum: 1, pageSize: PAGE_SIZE });
            }}
            data-testid="invoice-failed-only"
          />
          <Text>{t('invoiceUpload.popup.failedOnly')}</Text>
        </Flex>
        {result.fileReady ? (
          <Button icon={<DownloadOutlined />} onClick={() => void downloadJobFile(result.jobId).catch(() => undefined)} data-testid="invoice-result-sheet">
            {t('invoiceUpload.popup.resultSheet')}
          </Button>
        ) : null}
      </Flex>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.row}
        rowTestId={(r) => `invoice-row-${r.row}`}
        empty={t('invoiceUpload.popup.empty')}
        scrollX={760}
        data-testid="invoice-rows"
      />
      <Pager page={page} totalCnt={shown.length} onPage={setPage} data-testid="invoice-rows-pager" />
    </Flex>
  );
}
