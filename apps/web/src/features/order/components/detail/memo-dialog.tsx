import { ORDER_LIMITS, type TOrderDetailLine } from '@po/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '@/shared/form/failure';
import { useSaveLineMemo } from '@/features/order/api/save-line-memo';
import { useLineResults } from './use-line-results';

/** The seller's own memo on a line, with its 300-character counter (spec §5). */
export function MemoDialog({ line, onClose }: { line: TOrderDetailLine | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ sellerMemo: string }>();
  const save = useSaveLineMemo();
  const tell = useLineResults();
  const toastFailure = useFailureToast();

  const submit = async () => {
    if (!line) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      if (tell(await save.mutateAsync([{ ordNo: line.ordNo, ordDtlSq: line.ordDtlSq, version: line.version, sellerMemo: v.sellerMemo ?? '' }]))) onClose();
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <Modal
      open={line !== null}
      title={t('orderDetail.memo')}
      okText={t('orderDetail.save')}
      cancelText={t('orderDetail.cancel')}
      okButtonProps={{ loading: save.isPending, ...({ 'data-testid': 'memo-save' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ sellerMemo: line?.sellerMemo ?? '' }}>
        <Form.Item name="sellerMemo" label={t('orderDetail.sellerMemo')} rules={[{ max: ORDER_LIMITS.memoMax, message: t('order.msg.memoMax') }]}>
          <Input.TextArea rows={5} maxLength={ORDER_LIMITS.memoMax} showCount data-testid="memo-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
