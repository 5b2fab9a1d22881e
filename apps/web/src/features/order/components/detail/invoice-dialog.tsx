import { DELIVERY_CODE_GROUPS, INVOICE_NO_PATTERN, normalizeInvoiceNo, type TOrderDetailLine } from '@po/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCodeList } from '@/shared/code/code-list';
import { useFailureToast } from '@/shared/form/failure';
import { useRegisterInvoices } from '@/features/order/api/register-invoices';
import { useLineResults } from './use-line-results';

interface Values {
  deliveryEntrCd?: string;
  invoiceNo?: string;
}

/** Registering (preparing line) or correcting (shipping line) the invoice of a line: a D010 carrier and 8-20 digits. */
export function InvoiceDialog({ line, onClose }: { line: TOrderDetailLine | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const carriers = useCodeList(DELIVERY_CODE_GROUPS.carrier);
  const register = useRegisterInvoices();
  const tell = useLineResults();
  const toastFailure = useFailureToast();
  const correcting = line?.ordDtlStsCd === '50';

  const submit = async () => {
    if (!line) return;
    const v = await form.validateFields().catch(() => null);
    if (!v?.deliveryEntrCd || !v.invoiceNo) return;
    try {
      const reply = await register.mutateAsync([
        { ordNo: line.ordNo, ordDtlSq: line.ordDtlSq, version: line.version, deliveryEntrCd: v.deliveryEntrCd, invoiceNo: v.invoiceNo },
      ]);
      if (tell(reply)) onClose();
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <Modal
      open={line !== null}
      title={correcting ? t('orderDetail.changeInvoice') : t('orderDetail.registerInvoice')}
      okText={t('orderDetail.save')}
      cancelText={t('orderDetail.cancel')}
      okButtonProps={{ loading: register.isPending, ...({ 'data-testid': 'invoice-save' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ deliveryEntrCd: line?.deliveryEntrCd ?? undefined, invoiceNo: line?.invoiceNo ?? '' }}
      >
        <Form.Item name="deliveryEntrCd" label={t('orderDetail.carrier')} rules={[{ required: true, message: t('order.msg.carrier') }]}>
          <Select
            data-testid="invoice-carrier"
            loading={carriers.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={(carriers.data ?? []).map((c) => ({ value: c.code, label: c.codeNm }))}
          />
        </Form.Item>
        <Form.Item
          name="invoiceNo"
          label={t('orderDetail.invoiceNo')}
          extra={t('orderDetail.invoiceNoHelp')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                if (!INVOICE_NO_PATTERN.test(normalizeInvoiceNo(value ?? ''))) throw new Error(t('order.msg.invoiceNo'));
              },
            },
          ]}
        >
          <Input inputMode="numeric" maxLength={30} data-testid="invoice-no" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
