import { Panel } from '@/shared/ui/panel';
import type { TDeliveryLocSaveRequest } from '@po/contracts';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateDeliveryLoc } from '../api/create-delivery-loc';
import { DeliveryLocForm } from '../components/delivery-loc-form';
import { EMPTY_SITE } from '../model/delivery-loc-form';
import { useFeedback } from '@/shared/feedback/feedback';
import { useLeaveForm } from '@/shared/routing/leave-form';

/** /setting/deliveryForm: registers a shipping site, then opens its detail (where the goods-flow contract is added). */
export function DeliveryFormPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const create = useCreateDeliveryLoc();
  // The tab stays mounted: a new key gives the next registration an empty form.
  const [formKey, setFormKey] = useState(0);
  const leaveForm = useLeaveForm();

  const submit = async (body: TDeliveryLocSaveRequest) => {
    const { deliveryLocCd } = await create.mutateAsync(body);
    void message.success(t('delivery.msg.registered', { code: deliveryLocCd }));
    setFormKey((k) => k + 1);
    await leaveForm(`/setting/deliveryDetail/${deliveryLocCd}`);
  };

  return (
    <Panel title={t('menu.setting.deliveryForm')} data-testid="delivery-form-page">
      <DeliveryLocForm
        key={formKey}
        name="site-new"
        initial={EMPTY_SITE}
        onSubmit={submit}
        submitLabel={t('form.button.register')}
        pending={create.isPending}
        onCancel={() => void navigate('/setting/delivery')}
      />
    </Panel>
  );
}
