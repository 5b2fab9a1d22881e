import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { INVOICE_UPLOAD_LIMITS, isJobRunning } from '@po/contracts';
import { Alert, Button, Flex, Modal, Progress } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '@/shared/form/idempotency-key';
import { useJobStatus } from '@/shared/jobs/job-status';
import { useSessionUser } from '@/shared/session/session-user';
import { FilePicker } from '@/shared/ui/form/file-picker';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Paragraph, Text } from '@/shared/ui/typography';
import { downloadInvoiceTemplate } from '../api/download-invoice-template';
import { useInvoiceUploadResult } from '../api/invoice-upload-result';
import { uploadInvoices } from '../api/upload-invoices';
import { InvoiceUploadResult } from './invoice-upload-result';

const EXCEL_NAME = /\.(xlsx|xls)$/i;

/** Follows the upload's job: progress while it runs, then the rows' outcomes; `onFinished` once it has finished. */
function UploadProgress({ jobId, onFinished }: { jobId: string; onFinished: () => void }) {
  const { t } = useTranslation();
  const job = useJobStatus(jobId);
  const finished = job.data?.status === 'completed';
  const result = useInvoiceUploadResult(jobId, finished);
  const told = useRef(false);
  useEffect(() => {
    if (finished && !told.current) {
      told.current = true;
      onFinished();
    }
  }, [finished, onFinished]);
  if (job.error && !job.data) return <QueryFailed error={job.error} onRetry={() => void job.refetch()} />;
  const data = job.data;
  if (data?.status === 'failed')
    return <Alert type="error" showIcon title={data.errorMessage ?? t('invoiceUpload.popup.failed')} data-testid="invoice-failed" />;
  if (!data || isJobRunning(data.status) || !result.data) {
    const percent = data?.progressTotal ? Math.floor((data.progressDone / data.progressTotal) * 100) : 0;
    return (
      <Flex vertical gap={8} data-testid="invoice-progress">
        <Text>{t('invoiceUpload.popup.progress')}</Text>
        <Progress percent={finished ? 100 : percent} status="active" />
        {data?.progressTotal ? (
          <Text type="secondary">{t('invoiceUpload.popup.progressCount', { done: data.progressDone, total: data.progressTotal })}</Text>
        ) : null}
      </Flex>
    );
  }
  return <InvoiceUploadResult result={result.data} />;
}

/** The invoice bulk upload popup: template, one Excel file, the upload as a job, its outcome row by row. */
export function InvoiceUploadModal({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const readOnly = useSessionUser().isMasterLogin === 'Y';
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [templatePending, setTemplatePending] = useState(false);
  // One key per picked file: a retry after a lost answer is the same upload, not a second one.
  const [idemKey, setIdemKey] = useState(newIdempotencyKey);

  const upload = async () => {
    if (!file) return;
    setPending(true);
    try {
      setJobId((await uploadInvoices(file, idemKey)).jobId);
    } catch {
      // The http client has shown the server's refusal.
    } finally {
      setPending(false);
    }
  };
  const template = async () => {
    setTemplatePending(true);
    await downloadInvoiceTemplate()
      .catch(() => undefined)
      .finally(() => setTemplatePending(false));
  };
  const again = () => {
    setJobId(null);
    setFile(null);
    setIdemKey(newIdempotencyKey());
  };

  const footer = [
    jobId ? (
      <Button key="again" onClick={again} data-testid="invoice-again">
        {t('invoiceUpload.popup.again')}
      </Button>
    ) : (
      <Button
        key="upload"
        type="primary"
        icon={<UploadOutlined />}
        loading={pending}
        disabled={readOnly || !file}
        onClick={() => void upload()}
        data-testid="invoice-upload"
      >
        {pending ? t('invoiceUpload.popup.uploading') : t('invoiceUpload.popup.upload')}
      </Button>
    ),
    <Button key="close" onClick={onClose} data-testid="invoice-close">
      {t('invoiceUpload.popup.close')}
    </Button>,
  ];

  return (
    <Modal
      open
      title={t('invoiceUpload.title')}
      width={900}
      onCancel={onClose}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="invoice-modal"
    >
      <Flex vertical gap={16}>
        <Paragraph>{t('invoiceUpload.popup.intro')}</Paragraph>
        {readOnly ? <Alert type="info" showIcon title={t('invoiceUpload.popup.readOnly')} data-testid="invoice-read-only" /> : null}
        <Flex gap={8} align="center" wrap>
          <Button icon={<DownloadOutlined />} loading={templatePending} onClick={() => void template()} data-testid="invoice-template">
            {t('invoiceUpload.popup.template')}
          </Button>
        </Flex>
        {jobId ? (
          <UploadProgress jobId={jobId} onFinished={onDone} />
        ) : (
          <FilePicker
            accept=".xlsx,.xls"
            maxBytes={INVOICE_UPLOAD_LIMITS.maxBytes}
            file={file}
            onChange={(f) => {
              setFile(f);
              setIdemKey(newIdempotencyKey());
            }}
            check={(f) =>
              f.size > INVOICE_UPLOAD_LIMITS.maxBytes ? 'invoiceUpload.msg.tooLarge' : EXCEL_NAME.test(f.name) ? null : 'invoiceUpload.msg.notExcel'
            }
            label={t('invoiceUpload.popup.file')}
            testId="invoice-file"
          />
        )}
      </Flex>
    </Modal>
  );
}
