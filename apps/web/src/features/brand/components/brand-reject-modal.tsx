import { BRAND_LIMITS, ZBrandRejectRequest } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { clearChangedErrors } from '@/shared/form/schema-form';
import { useSchemaSubmit } from '@/shared/form/use-schema-submit';
import type { BrandRequestKey } from '../api/brand-review';
import { useRejectBrand } from '../api/reject-brand';

interface RejectValues {
  rejectReason?: string;
}

/**
 * Rejecting a brand request: a reason (up to 500) the seller reads. The goods-flow reject dialog also asks for
 * a renew date and calls the goods-flow route, so it is not this one.
 */
export function BrandRejectModal({ target, onClose }: { target: BrandRequestKey | null; onClose: (rejected: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<RejectValues>();
  const reject = useRejectBrand();
  const { submit, pending } = useSchemaSubmit({
    form,
    schema: ZBrandRejectRequest,
    toBody: (v: RejectValues) => ({ rejectReason: v.rejectReason ?? '' }),
    send: async (body) => {
      if (!target) return;
      await reject.mutateAsync({ key: target, body });
      void message.success(t('brand.msg.rejected'));
      onClose(true);
    },
  });

  return (
    <Modal
      open={target !== null}
      title={t('brand.action.reject')}
      okText={t('brand.action.reject')}
      okButtonProps={{ danger: true, loading: pending, ...({ 'data-testid': 'brand-admin-reject-confirm' } as object) }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<RejectValues> form={form} layout="vertical" requiredMark preserve={false} onValuesChange={(c: RejectValues) => clearChangedErrors(form, c)}>
        <Form.Item name="rejectReason" label={t('brand.field.rejectReason')} required>
          <Input.TextArea rows={4} maxLength={BRAND_LIMITS.rejectReasonMax} showCount data-testid="brand-admin-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
