import { GOODS_FLOW_LIMITS, ZGoodsFlowRejectRequest } from '@po/contracts';
import { DatePicker, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, clearChangedErrors, showServerFieldErrors } from '@/shared/form/schema-form';
import { useRejectGoodsFlow } from '../api/reject-goods-flow';
import type { ContractKey } from '../api/goods-flow-review';
import { toRejectBody, type RejectFormValues } from '../model/reject-form';
import { useFeedback } from '@/shared/feedback/feedback';

/** Rejecting a contract: a reason (up to 500) and, optionally, the date by which the seller should resubmit. */
export function RejectModal({ target, onClose }: { target: ContractKey | null; onClose: (rejected: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<RejectFormValues>();
  const reject = useRejectGoodsFlow();
  const toastFailure = useFailureToast();

  const submit = async () => {
    if (!target) return;
    const body = checkWithSchema(form, ZGoodsFlowRejectRequest, toRejectBody(form.getFieldsValue(true) as RejectFormValues), t);
    if (!body) return;
    try {
      await reject.mutateAsync({ key: target, body });
      void message.success(t('goodsFlow.admin.rejected'));
      onClose(true);
    } catch (error) {
      if (!showServerFieldErrors(form, error, t)) toastFailure(error);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={t('goodsFlow.admin.rejectTitle')}
      okText={t('goodsFlow.admin.reject')}
      okButtonProps={{ danger: true, loading: reject.isPending, ...({ 'data-testid': 'gf-admin-reject-confirm' } as object) }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<RejectFormValues>
        form={form}
        layout="vertical"
        requiredMark
        preserve={false}
        onValuesChange={(changed: RejectFormValues) => clearChangedErrors(form, changed)}
      >
        <Form.Item name="rejectReason" label={t('goodsFlow.admin.rejectReason')} required>
          <Input.TextArea rows={4} maxLength={GOODS_FLOW_LIMITS.rejectReasonMax} showCount data-testid="gf-admin-reject-reason" />
        </Form.Item>
        <Form.Item name="renewDt" label={t('goodsFlow.admin.renewDt')} extra={t('goodsFlow.admin.renewDtHelp')}>
          <DatePicker style={{ width: '100%' }} data-testid="gf-admin-renew-dt" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
