import { PrinterOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { usePrinting } from '@/shared/hooks/use-printing';
import { PrivacyPolicy } from './privacy-policy';

export interface PrivacyPolicyModalProps {
  open: boolean;
  /** The printable variant has a print button and prints only the policy. */
  printable: boolean;
  onClose: () => void;
}

/**
 * Readable or printable privacy policy. Printing copies the policy into a print-only area of the page
 * (global.css hides everything else for print).
 */
export function PrivacyPolicyModal({ open, printable, onClose }: PrivacyPolicyModalProps) {
  const { t } = useTranslation();
  const [printing, print] = usePrinting();

  const footer = [
    printable && (
      <Button key="print" type="primary" icon={<PrinterOutlined />} onClick={print} data-testid="privacy-print">
        {t('common.button.print')}
      </Button>
    ),
    <Button key="close" onClick={onClose}>
      {t('common.button.close')}
    </Button>,
  ];

  return (
    <>
      <Modal
        open={open}
        onCancel={onClose}
        footer={footer}
        width={760}
        title={t(printable ? 'layout.footer.privacyPrint' : 'layout.footer.privacy')}
        destroyOnHidden
      >
        <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
          <PrivacyPolicy />
        </div>
      </Modal>
      {printing &&
        createPortal(
          <div className="po-print-area">
            <PrivacyPolicy />
          </div>,
          document.body,
        )}
    </>
  );
}
