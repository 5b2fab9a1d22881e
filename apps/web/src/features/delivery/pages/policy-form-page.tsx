import { Panel } from '@/shared/ui/panel';
import type { TDeliveryPolicySaveRequest } from '@po/contracts';

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useCreatePolicy } from '../api/create-policy';
import { usePolicy } from '../api/policy';
import { useUpdatePolicy } from '../api/update-policy';
import { PolicyForm } from '../components/policy-form';
import { EMPTY_POLICY, toPolicyFormValues } from '../model/policy-form';
import { useFeedback } from '@/shared/feedback/feedback';
import { useLeaveForm } from '@/shared/routing/leave-form';

const detailPath = (code: string) => `/setting/deliveryPolicyDetail?dlcstPlcyCd=${encodeURIComponent(code)}`;

/** /setting/deliveryPolicyForm/:dlcstPlcyCd?: a new policy without a code, an edit (a new version) with one. */
export function PolicyFormPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { dlcstPlcyCd = '' } = useParams();
  const editing = dlcstPlcyCd !== '';
  const policy = usePolicy(dlcstPlcyCd);
  const create = useCreatePolicy();
  const update = useUpdatePolicy(dlcstPlcyCd);
  // The tab stays mounted: a new key gives the next policy an empty form.
  const [formKey, setFormKey] = useState(0);
  const leaveForm = useLeaveForm();
  const initial = useMemo(() => (policy.data ? toPolicyFormValues(policy.data) : EMPTY_POLICY), [policy.data]);

  const submit = async (body: TDeliveryPolicySaveRequest) => {
    if (editing) {
      await update.mutateAsync(body);
      void message.success(t('setting.msg.saved'));
      await leaveForm(detailPath(dlcstPlcyCd));
      return;
    }
    const { dlcstPlcyCd: code } = await create.mutateAsync(body);
    void message.success(t('dlcst.msg.created', { code }));
    setFormKey((k) => k + 1);
    await leaveForm(detailPath(code));
  };

  if (editing && policy.error) return <QueryFailed error={policy.error} onRetry={() => void policy.refetch()} />;
  if (editing && !policy.data) return <PageSpinner />;
  return (
    <Panel title={editing ? t('dlcst.form.editTitle', { code: dlcstPlcyCd }) : t('dlcst.form.newTitle')} data-testid="policy-form-page">
      <PolicyForm
        key={formKey}
        name={`policy-${dlcstPlcyCd || 'new'}`}
        initial={initial}
        onSubmit={submit}
        submitLabel={t(editing ? 'form.button.save' : 'form.button.register')}
        pending={create.isPending || update.isPending}
        onCancel={() => void navigate(editing ? detailPath(dlcstPlcyCd) : '/setting/deliveryPolicyList')}
      />
    </Panel>
  );
}
