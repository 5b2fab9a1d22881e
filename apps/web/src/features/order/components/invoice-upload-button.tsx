import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageNamespaces } from '@/shared/i18n/use-message-namespaces';

// The popup (Modal, Progress, the results table) loads when it is opened, not with the list.
const InvoiceUploadModal = lazy(() => import('./invoice-upload-modal').then((m) => ({ default: m.InvoiceUploadModal })));

/**
 * The "송장 일괄 등록" button of the order lists' toolbar and its popup (spec §2 popups): template, file, upload as a
 * job, the rows' outcomes. `onDone` is called when an upload has finished, so the list can read its lines again.
 */
export function InvoiceUploadButton({ onDone }: { onDone: () => void }) {
  useMessageNamespaces('invoiceUpload');
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="invoice-upload-open">
        {t('invoiceUpload.popup.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <InvoiceUploadModal onClose={() => setOpen(false)} onDone={onDone} />
        </Suspense>
      ) : null}
    </>
  );
}
