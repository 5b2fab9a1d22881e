import { OPERATOR_HOLD_KINDS, SETTLEMENT_LIMITS, ZCreateHoldRequest } from '@po/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { WonInput } from '@/shared/ui/form/won-input';
import { Paragraph } from '@/shared/ui/typography';
import { useCreateHold } from '../api/admin-entries';

interface Values {
  supplyEntrCd?: string;
  holdKind?: string;
  amount?: number | string;
  reason?: string;
  releaseDueDt?: string;
}

/** A hold on a seller's payout: card payment (≤ 60 days), counterfeit case (1 year) or the operator's own. */
export function AdminHoldModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const create = useCreateHold();
  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZCreateHoldRequest,
    toBody: (v: Values) => ({
      supplyEntrCd: v.supplyEntrCd ?? '',
      holdKind: v.holdKind,
      amount: typeof v.amount === 'number' ? v.amount : undefined,
      reason: v.reason ?? '',
      releaseDueDt: v.releaseDueDt || undefined,
    }),
    send: async (body) => {
      await create.mutateAsync(body);
      void message.success(t('calculateAdmin.hold.saved'));
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title={t('calculateAdmin.hold.addTitle')}
      okText={t('calculateAdmin.hold.add')}
      okButtonProps={{ loading: pending, ...({ 'data-testid': 'hold-save' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" requiredMark preserve={false} onValuesChange={(c: Values) => clearChangedErrors(form, c)}>
        <Form.Item name="supplyEntrCd" label={t('calculateAdmin.field.supplyEntrCd')} required>
          <Input maxLength={20} data-testid="hold-seller" />
        </Form.Item>
        <Form.Item name="holdKind" label={t('calculateAdmin.field.holdKind')} required>
          <Select options={OPERATOR_HOLD_KINDS.map((k) => ({ value: k, label: t(`calculate.holdKind.${k}`) }))} data-testid="hold-kind" />
        </Form.Item>
        <Form.Item name="amount" label={t('calculateAdmin.field.amount')} required>
          <WonInput style={{ width: 200 }} data-testid="hold-amount" />
        </Form.Item>
        <Form.Item name="reason" label={t('calculateAdmin.field.reason')} required>
          <Input.TextArea rows={3} maxLength={SETTLEMENT_LIMITS.reasonMaxLength} showCount data-testid="hold-reason" />
        </Form.Item>
        <Form.Item name="releaseDueDt" label={t('calculateAdmin.field.releaseDueDt')}>
          <Input type="date" style={{ width: 200 }} data-testid="hold-due" />
        </Form.Item>
      </Form>
      <Paragraph type="secondary">{t('calculateAdmin.hold.dueHelp')}</Paragraph>
    </Modal>
  );
}
