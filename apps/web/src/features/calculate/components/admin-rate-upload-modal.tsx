import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { SETTLEMENT_ADMIN_LIMITS, type TExchangeRateUploadReply } from '@po/contracts';
import { Alert, Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/ui/data-table';
import { FilePicker } from '@/shared/ui/form/file-picker';
import { Paragraph } from '@/shared/ui/typography';
import { downloadExchangeRateTemplate, useUploadExchangeRates } from '../api/admin-exchange-rates';

const XLSX_NAME = /\.xlsx$/i;

/** A rate file: the template, the file, then what was saved or every refused row (nothing is saved then). */
export function AdminRateUploadModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TExchangeRateUploadReply | null>(null);
  const upload = useUploadExchangeRates();
  const send = async () => {
    if (!file) return;
    try {
      setResult(await upload.mutateAsync(file));
    } catch {
      // The http client has shown the server's refusal.
    }
  };
  return (
    <Modal
      open={open}
      title={t('calculateAdmin.rate.uploadTitle')}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="upload"
          type="primary"
          icon={<UploadOutlined />}
          disabled={!file}
          loading={upload.isPending}
          onClick={() => void send()}
          data-testid="rate-upload-send"
        >
          {t('calculateAdmin.rate.upload')}
        </Button>,
        <Button key="close" onClick={onClose} data-testid="rate-upload-close">
          {t('calculateAdmin.month.close')}
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Paragraph>{t('calculateAdmin.rate.uploadHelp')}</Paragraph>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadExchangeRateTemplate().catch(() => undefined)}
          style={{ alignSelf: 'flex-start' }}
          data-testid="rate-template"
        >
          {t('calculateAdmin.rate.template')}
        </Button>
        <FilePicker
          accept=".xlsx"
          maxBytes={SETTLEMENT_ADMIN_LIMITS.rateFileMaxBytes}
          file={file}
          onChange={(f) => {
            setFile(f);
            setResult(null);
          }}
          check={(f) =>
            f.size > SETTLEMENT_ADMIN_LIMITS.rateFileMaxBytes ? 'file.msg.tooLarge' : XLSX_NAME.test(f.name) ? null : 'calculateAdmin.msg.rateFileUnreadable'
          }
          label={t('calculateAdmin.rate.chooseFile')}
          testId="rate-file"
        />
        {result && result.errors.length === 0 ? (
          <Alert type="success" showIcon title={t('calculateAdmin.rate.uploaded', { count: result.savedCnt })} data-testid="rate-upload-done" />
        ) : null}
        {result && result.errors.length > 0 ? (
          <>
            <Alert type="error" showIcon title={t('calculateAdmin.rate.uploadFailed', { count: result.errors.length })} data-testid="rate-upload-failed" />
            <DataTable
              rowKey={(e) => `${e.row}:${e.column ?? ''}:${e.messageKey}`}
              rows={result.errors}
              empty={null}
              columns={[
                { key: 'row', title: t('calculateAdmin.rate.row'), width: 70, render: (e) => e.row },
                { key: 'column', title: '', width: 110, render: (e) => (e.column ? t(`calculateAdmin.column.${e.column}` as never) : '') },
                { key: 'message', title: t('calculateAdmin.rate.error'), width: 400, render: (e) => e.message },
              ]}
              data-testid="rate-upload-errors"
            />
          </>
        ) : null}
      </Flex>
    </Modal>
  );
}
