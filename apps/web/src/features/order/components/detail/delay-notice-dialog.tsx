import { DELAY_REASONS, ORDER_LIMITS, type TDelayReasonCd, type TOrderDetailLine } from '@po/contracts';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayjs, type Dayjs } from '@/shared/date/seoul';
import { DATE_FORMAT } from '@/shared/format/date';
import { useFailureToast } from '@/shared/form/failure';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useNoticeDelay } from '@/features/order/api/notice-delay';
import { useLineResults } from './use-line-results';

interface Values {
  giPrrnDt?: Dayjs;
  delayReasonCd?: TDelayReasonCd;
  delayReason?: string;
}

/**
 * The delivery delay notice: a new planned dispatch date after the current one and at most +3 business days from it
 * (the server names the last allowed day, holidays counted), a reason code and the reason told to the buyer.
 */
export function DelayNoticeDialog({ line, onClose }: { line: TOrderDetailLine | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const notice = useNoticeDelay();
  const tell = useLineResults();
  const toastFailure = useFailureToast();
  const outOfRange = (d: Dayjs) => !line?.delayNoticeMaxDt || d.format(DATE_FORMAT) <= line.giPrrnDt || d.format(DATE_FORMAT) > line.delayNoticeMaxDt;

  const submit = async () => {
    if (!line) return;
    const v = await form.validateFields().catch(() => null);
    if (!v?.giPrrnDt || !v.delayReasonCd || !v.delayReason) return;
    try {
      const reply = await notice.mutateAsync([
        {
          ordNo: line.ordNo,
          ordDtlSq: line.ordDtlSq,
          version: line.version,
          giPrrnDt: v.giPrrnDt.format(DATE_FORMAT),
          delayReasonCd: v.delayReasonCd,
          delayReason: v.delayReason.trim(),
        },
      ]);
      if (tell(reply)) onClose();
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <Modal
      open={line !== null}
      title={t('orderDetail.delayNotice')}
      okText={t('orderDetail.save')}
      cancelText={t('orderDetail.cancel')}
      okButtonProps={{ loading: notice.isPending, ...({ 'data-testid': 'delay-save' } as object) }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" preserve={false}>
        <Form.Item label={t('orderDetail.giPrrnDt')}>{line?.giPrrnDt}</Form.Item>
        <Form.Item
          name="giPrrnDt"
          label={t('orderDetail.newGiPrrnDt')}
          extra={line?.delayNoticeMaxDt ? t('orderDetail.allowedUntil', { date: line.delayNoticeMaxDt }) : undefined}
          rules={[{ required: true, message: t('order.msg.delayDate') }]}
        >
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={outOfRange}
            defaultPickerValue={line ? dayjs(line.giPrrnDt) : undefined}
            data-testid="delay-date"
          />
        </Form.Item>
        <Form.Item name="delayReasonCd" label={t('orderDetail.delayReasonCd')} rules={[{ required: true, message: t('order.msg.delayReasonCd') }]}>
          <Select data-testid="delay-reason-cd" options={DELAY_REASONS.map((r) => ({ value: r, label: t(runtimeKey(`order.delayReasonCd.${r}`)) }))} />
        </Form.Item>
        <Form.Item
          name="delayReason"
          label={t('orderDetail.delayReason')}
          rules={[{ required: true, whitespace: true, max: ORDER_LIMITS.memoMax, message: t('order.msg.delayReason') }]}
        >
          <Input.TextArea rows={3} maxLength={ORDER_LIMITS.memoMax} showCount data-testid="delay-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
