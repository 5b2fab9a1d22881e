import type { TBrandRequestSaveRequest } from '@po/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useLeaveForm } from '@/shared/routing/leave-form';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useCreateBrandRequest } from '../api/create-brand-request';
import { useRequestDefaults } from '../api/request-defaults';
import { BrandRequestForm } from '../components/brand-request-form';
import { emptyRequest } from '../model/brand-form';
import { useBrandGroup } from '../model/brand-group';

/** /product/productBrandForm: a brand request to the mall's MD; once sent, the requests list opens. */
export function BrandFormPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const defaults = useRequestDefaults();
  const create = useCreateBrandRequest();
  const leaveForm = useLeaveForm();
  const group = useBrandGroup();
  // The tab stays mounted: a new key gives the next request an empty form.
  const [formKey, setFormKey] = useState(0);
  const initial = useMemo(() => emptyRequest(defaults.data?.sellFeeRate ?? ''), [defaults.data]);

  const submit = async (body: TBrandRequestSaveRequest) => {
    await create.mutateAsync(body);
    void message.success(t('brand.msg.requested'));
    setFormKey((k) => k + 1);
    await leaveForm(`${group.base}/productBrandList?gubun=REQUEST`);
  };

  if (defaults.error) return <QueryFailed error={defaults.error} onRetry={() => void defaults.refetch()} />;
  if (!defaults.data) return <PageSpinner />;
  return (
    <Panel title={t(`menu.${group.titleGroup}.productBrandForm`)} data-testid="brand-form-page">
      <BrandRequestForm key={formKey} initial={initial} onSubmit={submit} pending={create.isPending} />
    </Panel>
  );
}
