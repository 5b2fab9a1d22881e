import { FileExcelOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The lists' "Excel download": the server writes the search's every row and answers the file itself. */
export function ExcelButton({ download, testId }: { download: () => Promise<unknown>; testId: string }) {
  const { t } = useTranslation();
  const run = useMutation({ mutationFn: download });
  return (
    <Button icon={<FileExcelOutlined />} loading={run.isPending} onClick={() => run.mutate()} data-testid={testId}>
      {t('job.excel.button')}
    </Button>
  );
}
