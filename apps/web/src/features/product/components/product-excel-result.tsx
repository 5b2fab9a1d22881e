import { DownloadOutlined } from '@ant-design/icons';
import type { TProductExcelError, TProductExcelResultReply } from '@po/contracts';
import { Alert, Button, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadJobFile } from '@/shared/jobs/download-job-file';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { Pager } from '@/shared/ui/pager';

const PAGE_SIZE = 10;

export interface ProductExcelResultProps {
  result: TProductExcelResultReply;
  fileReady: boolean;
  fileNm: string | null;
  onList: () => void;
  onAgain: () => void;
}

/** An upload's outcome: counts, the errors (row, field, message) page by page, the annotated sheet and the way on. */
export function ProductExcelResult({ result, fileReady, fileNm, onList, onAgain }: ProductExcelResultProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE });
  const columns: DataColumn<TProductExcelError>[] = [
    { key: 'row', title: t('productExcel.page.row'), dataIndex: 'row', width: 80, align: 'right' },
    { key: 'column', title: t('productExcel.page.column'), width: 200, render: (e) => e.columnNm ?? '' },
    { key: 'message', title: t('productExcel.page.message'), dataIndex: 'message' },
  ];
  const rows = result.errors.slice((page.pageNum - 1) * PAGE_SIZE, page.pageNum * PAGE_SIZE);
  const nothingSaved = result.mode === 'ALL' && result.errorCnt > 0;
  return (
    <Flex vertical gap={16} data-testid="excel-result">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, md: 5 }}
        items={(['rowCnt', 'productCnt', 'savedCnt', 'failedCnt', 'errorCnt'] as const).map((k) => ({
          key: k,
          label: t(`productExcel.page.${k}`),
          children: <span data-testid={`excel-${k}`}>{result[k].toLocaleString()}</span>,
        }))}
      />
      {result.errorCnt === 0 ? <Alert type="success" showIcon title={t('productExcel.page.noErrors')} data-testid="excel-no-errors" /> : null}
      {nothingSaved ? <Alert type="warning" showIcon title={t('productExcel.page.allSavedNothing')} data-testid="excel-nothing-saved" /> : null}
      {result.errorCnt > result.errors.length ? <Alert type="info" title={t('productExcel.page.errorsMore', { count: result.errors.length })} /> : null}
      {result.errorCnt > 0 ? (
        <>
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(e) => `${e.row}:${e.column ?? ''}:${e.messageKey}`}
            rowTestId={(e) => `excel-error-${e.row}`}
            empty={null}
            data-testid="excel-errors"
          />
          <Pager page={page} totalCnt={result.errors.length} onPage={setPage} data-testid="excel-errors-pager" />
        </>
      ) : null}
      <Flex gap={8} wrap>
        {fileReady ? (
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadJobFile(result.jobId, fileNm ?? undefined).catch(() => undefined)}
            data-testid="excel-error-sheet"
          >
            {t('productExcel.page.errorSheet')}
          </Button>
        ) : null}
        <Button type="primary" onClick={onList} data-testid="excel-go-list">
          {t('productExcel.page.goList')}
        </Button>
        <Button onClick={onAgain} data-testid="excel-again">
          {t('productExcel.page.again')}
        </Button>
      </Flex>
    </Flex>
  );
}
