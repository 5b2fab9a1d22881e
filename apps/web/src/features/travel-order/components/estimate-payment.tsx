import { allowedActions, TRAVEL_ESTIMATE_MACHINE, ZTravelEstimatePaymentRequest, type TTravelEstimateDetailReply } from '@po/contracts';
import { Button, DatePicker, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, clearChangedErrors, showFieldMessages, showServerFieldErrors } from '@/shared/form/schema-form';
import { Panel } from '@/shared/ui/panel';
import type { useTravelEstimateCall } from '../api/travel-estimates';
import { paymentRuleError, toPaymentForm, toPaymentRequest, type EstimatePaymentValues } from '../model/estimate-form';

/**
 * The price and the payment limit date, sent with "request payment" (a checked estimate, TRAVEL_ESTIMATE_MACHINE).
 * The form checks the contract's schema and that the limit falls before the first check-in; the server again.
 */
export function EstimatePayment({ estimate, call }: { estimate: TTravelEstimateDetailReply; call: ReturnType<typeof useTravelEstimateCall> }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const [form] = Form.useForm<EstimatePaymentValues>();
  const allowed = allowedActions(TRAVEL_ESTIMATE_MACHINE, estimate.estmStatCd, 'seller').includes('requestPayment');

  const request = async () => {
    const values = form.getFieldsValue(true) as EstimatePaymentValues;
    const body = checkWithSchema(form, ZTravelEstimatePaymentRequest, toPaymentRequest(values, estimate.version), t);
    if (!body) return;
    const broken = paymentRuleError(body.payLimitDt, estimate.rooms);
    if (broken) {
      if (broken.name[0] === 'rooms') void message.error(t('travelOrder.msg.roomDatesRequired'), 5);
      else showFieldMessages(form, [broken], t);
      return;
    }
    try {
      await call.mutateAsync({ call: 'requestPayment', body });
      void message.success(t('travelOrder.detail.saved'));
    } catch (error) {
      if (!showServerFieldErrors(form, error, t)) toastFailure(error, 'travelOrder.msg.saveFailed');
    }
  };

  return (
    <Panel
      size="small"
      title={t('travelOrder.detail.priceAndLimit')}
      extra={
        <Button
          type="primary"
          disabled={!allowed}
          loading={call.isPending && call.variables.call === 'requestPayment'}
          onClick={() => void request()}
          data-testid="testm-action-requestPayment"
        >
          {t('travelOrder.action.requestPayment')}
        </Button>
      }
    >
      <Form<EstimatePaymentValues>
        form={form}
        layout="inline"
        initialValues={toPaymentForm(estimate)}
        disabled={!allowed}
        onValuesChange={(changed) => clearChangedErrors(form, changed)}
        data-testid="testm-payment-form"
      >
        <Form.Item name="estmAmt" label={t('travelOrder.field.estmAmt')}>
          <InputNumber<number> min={1} precision={0} style={{ width: 180 }} data-testid="testm-amt" />
        </Form.Item>
        <Form.Item name="payLimitDt" label={t('travelOrder.field.payLimitDt')}>
          <DatePicker data-testid="testm-pay-limit" />
        </Form.Item>
      </Form>
    </Panel>
  );
}
