import { SETTLEMENT_LIMITS, ZCreateAdjustmentRequest } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { WonInput } from '@/shared/ui/form/won-input';
import { Paragraph } from '@/shared/ui/typography';
import { useCreateAdjustment } from '../api/admin-entries';

interface Values {
  supplyEntrCd?: string;
  amount?: number | string;
  reason?: string;
}

/** A new adjustment: the seller, a signed amount in won and the reason the seller will read on the statement. */
export function AdminAdjustmentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateAdjustment();
  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZCreateAdjustmentRequest,
    toBody: (v: Values) => ({ supplyEntrCd: v.supplyEntrCd ?? '', amount: typeof v.amount === 'number' ? v.amount : undefined, reason: v.reason ?? '' }),
    send: async (body) => {
      await create.mutateAsync(body);
      void message.success(t('calculateAdmin.adjustment.saved'));
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title={t('calculateAdmin.adjustment.addTitle')}
      okText={t('calculateAdmin.adjustment.add')}
      okButtonProps={{ loading: pending, ...({ 'data-testid': 'adjustment-save' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Paragraph type="secondary">{t('calculateAdmin.adjustment.amountHelp')}</Paragraph>
      <Form<Values> form={form} layout="vertical" requiredMark preserve={false} onValuesChange={(c: Values) => clearChangedErrors(form, c)}>
        <Form.Item name="supplyEntrCd" label={t('calculateAdmin.field.supplyEntrCd')} required>
          <Input maxLength={20} data-testid="adjustment-seller" />
        </Form.Item>
        <Form.Item name="amount" label={t('calculateAdmin.field.amount')} required>
          <WonInput signed style={{ width: 200 }} data-testid="adjustment-amount" />
        </Form.Item>
        <Form.Item name="reason" label={t('calculateAdmin.field.reason')} required>
          <Input.TextArea rows={4} maxLength={SETTLEMENT_LIMITS.reasonMaxLength} showCount data-testid="adjustment-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
