import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { isJobRunning, PRODUCT_EXCEL_LIMITS, type TProductExcelMode } from '@po/contracts';
import { Alert, Button, Flex, Form, Progress, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';
import { useJobStatus } from '@/shared/jobs/job-status';
import { useSessionUser } from '@/shared/session/session-user';
import { FilePicker } from '@/shared/ui/form/file-picker';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Paragraph, Text } from '@/shared/ui/typography';
import { downloadProductExcelTemplate, uploadProductExcel, useProductExcelResult } from '../api/product-excel';
import { ProductExcelResult } from '../components/product-excel-result';

/** The first bytes of an xlsx (a zip); the server judges again. Read with FileReader, which every browser has. */
const isZip = (file: File) =>
  new Promise<boolean>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const head = new Uint8Array(reader.result as ArrayBuffer);
      resolve(head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04);
    };
    reader.onerror = () => resolve(false);
    reader.readAsArrayBuffer(file.slice(0, 4));
  });

/** Follows the upload's job: a progress bar while it runs, then its outcome. */
function UploadProgress({ jobId, onList, onAgain }: { jobId: string; onList: () => void; onAgain: () => void }) {
  const { t } = useTranslation();
  const job = useJobStatus(jobId);
  const finished = job.data?.status === 'completed';
  const result = useProductExcelResult(jobId, finished);
  if (job.error && !job.data) return <QueryFailed error={job.error} onRetry={() => void job.refetch()} />;
  const data = job.data;
  if (data?.status === 'failed') return <Alert type="error" showIcon title={data.errorMessage ?? t('productExcel.page.failed')} data-testid="excel-failed" />;
  if (!data || isJobRunning(data.status) || !result.data) {
    const percent = data?.progressTotal ? Math.floor((data.progressDone / data.progressTotal) * 100) : 0;
    return (
      <Flex vertical gap={8} data-testid="excel-progress">
        <Text>{t('productExcel.page.progress')}</Text>
        <Progress percent={finished ? 100 : percent} status="active" />
      </Flex>
    );
  }
  return <ProductExcelResult result={result.data} fileReady={data.fileReady} fileNm={data.fileNm} onList={onList} onAgain={onAgain} />;
}

/** /product/productExcelUploadForm: registers many products from the template's sheet, as a job. */
export function ProductExcelUploadPage() {
  useMessageNamespaces('product', 'productExcel');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const readOnly = useSessionUser().isMasterLogin === 'Y';
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<TProductExcelMode>('VALID');
  const [jobId, setJobId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [templatePending, setTemplatePending] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const upload = async () => {
    if (!file) return;
    if (!(await isZip(file))) {
      setRefused(t('productExcel.msg.notXlsx'));
      return;
    }
    setRefused(null);
    setPending(true);
    try {
      setJobId((await uploadProductExcel(file, mode)).jobId);
    } catch {
      // The http client has shown the server's refusal.
    } finally {
      setPending(false);
    }
  };
  const template = async () => {
    setTemplatePending(true);
    await downloadProductExcelTemplate()
      .catch(() => undefined)
      .finally(() => setTemplatePending(false));
  };

  return (
    <Panel title={t('menu.product.productExcelUploadForm')} data-testid="product-excel-page">
      <Flex vertical gap={16}>
        <Paragraph>{t('productExcel.page.intro')}</Paragraph>
        {readOnly ? <Alert type="info" showIcon title={t('framework.masterViewOnly')} data-testid="excel-read-only" /> : null}
        <Flex gap={8} align="center" wrap>
          <Button icon={<DownloadOutlined />} loading={templatePending} onClick={() => void template()} data-testid="excel-template">
            {t('productExcel.page.template')}
          </Button>
          <Text type="secondary">{t('productExcel.page.templateHelp')}</Text>
        </Flex>
        <Alert type="info" title={t('productExcel.page.imagesLater')} />
        {jobId ? (
          <UploadProgress
            jobId={jobId}
            onList={() => void navigate('/product/productSupplyList')}
            onAgain={() => {
              setJobId(null);
              setFile(null);
            }}
          />
        ) : (
          <Form layout="vertical" disabled={readOnly} onFinish={() => void upload()}>
            <Form.Item label={t('productExcel.page.file')} required>
              <FilePicker
                accept=".xlsx"
                maxBytes={PRODUCT_EXCEL_LIMITS.maxBytes}
                file={file}
                onChange={setFile}
                check={(f) =>
                  f.size > PRODUCT_EXCEL_LIMITS.maxBytes ? 'productExcel.msg.tooLarge' : /\.xlsx$/i.test(f.name) ? null : 'productExcel.msg.notXlsx'
                }
                label={t('productExcel.page.file')}
                testId="excel-file"
              />
            </Form.Item>
            {refused ? <Alert type="error" showIcon title={refused} data-testid="excel-refused" /> : null}
            <Form.Item label={t('productExcel.page.mode')} required>
              <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as TProductExcelMode)} data-testid="excel-mode">
                <Flex vertical gap={8}>
                  {(['ALL', 'VALID'] as const).map((m) => (
                    <Radio key={m} value={m} data-testid={`excel-mode-${m}`}>
                      <Text strong>{t(`productExcel.page.mode${m}`)}</Text> <Text type="secondary">{t(`productExcel.page.mode${m}Help`)}</Text>
                    </Radio>
                  ))}
                </Flex>
              </Radio.Group>
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<UploadOutlined />} loading={pending} disabled={readOnly || !file} data-testid="excel-upload">
              {pending ? t('productExcel.page.uploading') : t('productExcel.page.upload')}
            </Button>
          </Form>
        )}
      </Flex>
    </Panel>
  );
}
