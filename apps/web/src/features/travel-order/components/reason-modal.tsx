import { TRAVEL_LIMITS } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Asks the reason of a cancel (a reservation's cancel request or cancel, an estimate's cancel), 300 characters. */
export function ReasonModal(p: { open: boolean; title: string; pending: boolean; onOk: (reason: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v) p.onOk(v.reason.trim());
  };
  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={t('travelOrder.detail.ok')}
      cancelText={t('travelOrder.detail.close')}
      okButtonProps={{ loading: p.pending, ...({ 'data-testid': 'torder-reason-ok' } as object) }}
      onOk={() => void submit()}
      onCancel={p.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('travelOrder.field.cancelReason')}
          rules={[{ required: true, whitespace: true, message: t('travelOrder.detail.cancelReasonRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={TRAVEL_LIMITS.cancelReasonMax} showCount data-testid="torder-reason-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
