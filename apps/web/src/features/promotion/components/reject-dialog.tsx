import { PROMOTION_LIMITS, ZPromotionAgreementRequest } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, showServerFieldErrors, type NameOf } from '@/shared/form/schema-form';
import { useAnswerPromotion } from '../api/promotion';

interface RejectValues {
  rejectReason: string;
}

/** Every answer's reason (list.<i>.rejectReason) is the dialog's one box: the products share the reason. */
const reasonOf: NameOf = (path) => (path[path.length - 1] === 'rejectReason' ? ['rejectReason'] : null);

/**
 * Rejecting products of a promotion: one reason (required, up to 500) for all of them, checked with the
 * agreement call's own schema; the answers are sent at once (all or none).
 */
export function RejectDialog({ promCd, prodCds, onClose }: { promCd: string; prodCds: string[] | null; onClose: (rejected: boolean) => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<RejectValues>();
  const answer = useAnswerPromotion(promCd);
  const toastFailure = useFailureToast();

  const submit = async () => {
    if (!prodCds) return;
    const reason = (form.getFieldValue('rejectReason') as string | undefined) ?? '';
    const request = { list: prodCds.map((prodCd) => ({ prodCd, reqState: 'REJECT' as const, rejectReason: reason.trim() || undefined })) };
    const body = checkWithSchema(form, ZPromotionAgreementRequest, request, t, reasonOf);
    if (!body) return;
    try {
      const reply = await answer.mutateAsync(body);
      void message.success(t('promotion.done.rejected', { count: reply.updatedCnt }));
      onClose(true);
    } catch (error) {
      if (!showServerFieldErrors(form, error, t, reasonOf)) toastFailure(error);
    }
  };

  return (
    <Modal
      open={prodCds !== null}
      title={t('promotion.reject.title', { count: prodCds?.length ?? 0 })}
      okText={t('promotion.button.reject')}
      okButtonProps={{ danger: true, loading: answer.isPending, ...({ 'data-testid': 'promotion-reject-confirm' } as object) }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<RejectValues> form={form} layout="vertical" initialValues={{ rejectReason: '' }}>
        <Form.Item name="rejectReason" label={t('promotion.reject.reason')} required>
          <Input.TextArea
            rows={4}
            maxLength={PROMOTION_LIMITS.rejectReasonMax}
            showCount
            placeholder={t('promotion.reject.placeholder')}
            data-testid="promotion-reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
