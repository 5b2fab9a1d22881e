import { PRICE_CHANGE_LIMITS, ZPriceChangeRejectRequest } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { useRejectPriceChange, type PriceChangeTarget } from '../api/price-change-review';

interface RejectValues {
  rejectReason?: string;
}

/** Rejecting a price-change request: a reason (up to 500) the seller reads; the product stays as it is. */
export function PriceChangeRejectModal({ target, onClose }: { target: PriceChangeTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<RejectValues>();
  const reject = useRejectPriceChange();
  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZPriceChangeRejectRequest,
    toBody: (v: RejectValues) => ({ rejectReason: v.rejectReason ?? '' }),
    send: async (body) => {
      if (!target) return;
      await reject.mutateAsync({ key: target, body });
      void message.success(t('priceChange.msg.rejected'));
      onClose();
    },
  });

  return (
    <Modal
      open={target !== null}
      title={t('priceChange.action.reject')}
      okText={t('priceChange.action.reject')}
      okButtonProps={{ danger: true, loading: pending, ...({ 'data-testid': 'price-change-reject-confirm' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RejectValues> form={form} layout="vertical" requiredMark preserve={false} onValuesChange={(c: RejectValues) => clearChangedErrors(form, c)}>
        <Form.Item name="rejectReason" label={t('priceChange.field.rejectReason')} required>
          <Input.TextArea rows={4} maxLength={PRICE_CHANGE_LIMITS.rejectReasonMax} showCount data-testid="price-change-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
