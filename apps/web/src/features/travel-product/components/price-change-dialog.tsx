import { ZTravelPriceChangeRequest, type TTravelPriceChangeRequest } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { WonInput } from '@/shared/ui/form/won-input';

interface Values {
  prodCd: string;
  newListPrice?: number | null;
  newProdPrice?: number | null;
  reqReason: string;
}

/** A price change request of an approved property: its code, the new representative prices and a reason. */
export function PriceChangeDialog({
  open,
  onClose,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  onSend: (body: TTravelPriceChangeRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZTravelPriceChangeRequest,
    toBody: (v: Values) => ({
      prodCd: (v.prodCd ?? '').trim(),
      newListPrice: v.newListPrice ?? null,
      newProdPrice: v.newProdPrice ?? null,
      reqReason: v.reqReason ?? '',
    }),
    send: onSend,
  });
  return (
    <Modal
      open={open}
      title={t('travelProduct.action.requestPriceChange')}
      destroyOnHidden
      confirmLoading={pending}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ 'data-testid': 'travel-pc-send' }}
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ prodCd: '', reqReason: '' }} preserve={false}>
        <Form.Item name="prodCd" label={t('travelProduct.field.prodCd')} required>
          <Input maxLength={20} data-testid="travel-pc-prodCd" />
        </Form.Item>
        <Form.Item name="newListPrice" label={t('travelProduct.field.newListPrice')} required>
          <WonInput data-testid="travel-pc-list" />
        </Form.Item>
        <Form.Item name="newProdPrice" label={t('travelProduct.field.newProdPrice')} required>
          <WonInput data-testid="travel-pc-prod" />
        </Form.Item>
        <Form.Item name="reqReason" label={t('travelProduct.field.reqReason')}>
          <Input.TextArea rows={3} maxLength={300} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
