import { TRAVEL_ESTIMATE_STATUS, type TTravelEstimateAction } from '@po/contracts';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { checkWithSchema, showFieldMessages, showServerFieldErrors } from '@/shared/form/schema-form';
import { Panel } from '@/shared/ui/panel';
import { useSaveTravelEstimate, useTravelEstimateAction } from '../api/travel-estimates';
import { ZTravelEstimateSaveRequest, type TTravelEstimateDetailReply } from '../api/travel-shapes';
import { estimateNameOf, paymentMissing, toEstimateForm, toEstimateSave, type EstimateFormValues } from '../model/estimate-form';
import { EstimateActions } from './estimate-actions';
import { EstimateForm } from './estimate-form';
import { ReasonModal } from './reason-modal';

/**
 * The estimate's form and moves: save while checked; "request payment" saves first and needs every room's dates,
 * the price and a payment limit before check-in, checked here with the contract's schema and by the server again.
 */
export function EstimateEditor({ estimate }: { estimate: TTravelEstimateDetailReply }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const [form] = Form.useForm<EstimateFormValues>();
  const save = useSaveTravelEstimate(estimate.estmNo);
  const move = useTravelEstimateAction(estimate.estmNo);
  const [pending, setPending] = useState<TTravelEstimateAction | 'save' | null>(null);
  const [asking, setAsking] = useState(false);
  const editable = estimate.estmStatCd === TRAVEL_ESTIMATE_STATUS.checked;

  /** Checks and saves the form; answers the version to send next, or null when a rule or the server refused. */
  const saveForm = async (forPayment: boolean): Promise<number | null> => {
    const values = form.getFieldsValue(true) as EstimateFormValues;
    const body = checkWithSchema(form, ZTravelEstimateSaveRequest, toEstimateSave(values, estimate.version), t, estimateNameOf);
    if (!body) return null;
    const missing = forPayment ? paymentMissing(values) : [];
    if (missing.length > 0) {
      showFieldMessages(form, missing, t);
      return null;
    }
    try {
      const reply = (await save.mutateAsync(body)) as { version?: number } | undefined;
      return reply?.version ?? estimate.version + 1;
    } catch (error) {
      if (!showServerFieldErrors(form, error, t, estimateNameOf)) toastFailure(error, 'travelOrder.msg.saveFailed');
      return null;
    }
  };

  const run = async (action: TTravelEstimateAction | 'save', reason?: string) => {
    setPending(action);
    try {
      if (action === 'save') {
        if ((await saveForm(false)) !== null) void message.success(t('travelOrder.detail.saved'));
        return;
      }
      let version = estimate.version;
      if (action === 'requestPayment') {
        const saved = await saveForm(true);
        if (saved === null) return;
        version = saved;
      }
      await move.mutateAsync({ action, version, reason });
      setAsking(false);
      void message.success(t('travelOrder.detail.saved'));
    } catch (error) {
      toastFailure(error, 'travelOrder.msg.saveFailed');
    } finally {
      setPending(null);
    }
  };

  const saveButton = (
    <Button disabled={!editable} loading={pending === 'save'} onClick={() => void run('save')} data-testid="testm-save">
      {t('travelOrder.detail.save')}
    </Button>
  );
  return (
    <Panel
      size="small"
      title={t('travelOrder.detail.priceAndLimit')}
      extra={
        <EstimateActions
          status={estimate.estmStatCd}
          pending={pending === 'save' ? null : pending}
          onAction={(a) => (a === 'cancel' ? setAsking(true) : void run(a))}
          extra={saveButton}
        />
      }
    >
      <EstimateForm key={estimate.version} form={form} initial={toEstimateForm(estimate)} editable={editable} />
      <ReasonModal
        open={asking}
        title={t('travelOrder.action.estimateCancel')}
        pending={pending === 'cancel'}
        onOk={(reason) => void run('cancel', reason)}
        onClose={() => setAsking(false)}
      />
    </Panel>
  );
}
