import { ZProductRejectRequest } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import { Text } from '@/shared/ui/typography';
import { useRejectProduct } from '../api/decide-product';

interface RejectValues {
  reason?: string;
}

/** Rejecting a product: a reason (up to 500) the seller reads on its product. */
export function ProductRejectModal({ prodCd, onClose }: { prodCd: string | null; onClose: (rejected: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<RejectValues>();
  const reject = useRejectProduct();
  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZProductRejectRequest,
    toBody: (v: RejectValues) => ({ reason: v.reason ?? '' }),
    send: async (body) => {
      if (!prodCd) return;
      await reject.mutateAsync({ prodCd, body });
      void message.success(t('productReview.msg.rejected'));
      onClose(true);
    },
  });

  return (
    <Modal
      open={prodCd !== null}
      title={t('productReview.action.reject')}
      okText={t('productReview.action.reject')}
      okButtonProps={{ danger: true, loading: pending, ...({ 'data-testid': 'review-reject-confirm' } as object) }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<RejectValues> form={form} layout="vertical" requiredMark preserve={false} onValuesChange={(c: RejectValues) => clearChangedErrors(form, c)}>
        <Form.Item
          name="reason"
          label={t('productReview.field.rejectReason')}
          required
          extra={<Text type="secondary">{t('productReview.help.rejectReason')}</Text>}
        >
          <Input.TextArea rows={4} maxLength={500} showCount data-testid="review-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
