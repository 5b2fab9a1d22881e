import { PROMOTION_LIMITS } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface PasteValues {
  supplyEntrCd: string;
  codes: string;
}

/** Many product codes of one seller at once (copied from a spreadsheet column): the form adds a row per new code. */
export function PasteTargetsDialog({ open, onAdd, onClose }: { open: boolean; onAdd: (supplyEntrCd: string, codes: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasteValues>();
  const submit = async () => {
    const v = await form.validateFields();
    onAdd(v.supplyEntrCd.trim(), v.codes);
    form.resetFields();
  };
  return (
    <Modal
      open={open}
      title={t('promotionAdmin.paste.title')}
      okText={t('promotionAdmin.paste.add')}
      okButtonProps={{ ...({ 'data-testid': 'promotion-paste-add' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PasteValues> form={form} layout="vertical" initialValues={{ supplyEntrCd: '', codes: '' }}>
        <Form.Item
          name="supplyEntrCd"
          label={t('promotionAdmin.paste.seller')}
          rules={[{ required: true, whitespace: true, message: t('promotionAdmin.msg.sellerRequired') }]}
        >
          <Input maxLength={20} data-testid="promotion-paste-seller" />
        </Form.Item>
        <Form.Item
          name="codes"
          label={t('promotionAdmin.paste.codes')}
          rules={[{ required: true, whitespace: true, message: t('promotionAdmin.msg.productRequired') }]}
        >
          <Input.TextArea rows={8} maxLength={PROMOTION_LIMITS.targetsMax * 32} data-testid="promotion-paste-codes" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
