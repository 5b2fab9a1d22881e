import { CloseOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrinting } from '@/shared/hooks/use-printing';
import { Panel } from '@/shared/ui/panel';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useTaxInvoice } from '../api/tax-invoice';
import { PrintArea } from './print-area';
import { TaxInvoiceView } from './tax-invoice-view';

/** One month's tax invoice in full under the list, printable alone. */
export function TaxInvoicePanel({ settleYm, onClose }: { settleYm: string; onClose: () => void }) {
  const { t } = useTranslation();
  const invoice = useTaxInvoice(settleYm);
  const [printing, print] = usePrinting();
  return (
    <Panel
      title={t('calculatePage.invoice.panelTitle', { settleYm })}
      style={{ marginTop: 16 }}
      data-testid="tax-invoice-panel"
      extra={
        <Flex gap={8}>
          <Button icon={<PrinterOutlined />} disabled={!invoice.data} onClick={print} data-testid="tax-invoice-print">
            {t('common.button.print')}
          </Button>
          <Button icon={<CloseOutlined />} onClick={onClose} aria-label={t('common.button.close')} data-testid="tax-invoice-close" />
        </Flex>
      }
    >
      {invoice.error ? <QueryFailed error={invoice.error} onRetry={() => void invoice.refetch()} /> : null}
      {!invoice.data && !invoice.error ? <PageSpinner /> : null}
      {invoice.data ? <TaxInvoiceView invoice={invoice.data} /> : null}
      <PrintArea printing={printing} testId="tax-invoice-print-area">
        {invoice.data ? <TaxInvoiceView invoice={invoice.data} /> : null}
      </PrintArea>
    </Panel>
  );
}
