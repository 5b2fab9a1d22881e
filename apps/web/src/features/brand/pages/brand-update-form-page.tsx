import type { TBrandSettingsSaveRequest } from '@po/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useFeedback } from '@/shared/feedback/feedback';
import { useLeaveForm } from '@/shared/routing/leave-form';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { Panel } from '@/shared/ui/panel';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useBrand } from '../api/brand';
import { useUpdateBrandSettings } from '../api/update-brand-settings';
import { BrandSettingsForm } from '../components/brand-settings-form';
import { toSettingsValues } from '../model/brand-form';

/** /setting/brandUpdateForm/:brandCd: an approved brand's settings; once saved, its detail opens. */
export function BrandUpdateFormPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { brandCd = '' } = useParams();
  const brand = useBrand(brandCd);
  const update = useUpdateBrandSettings(brandCd);
  const leaveForm = useLeaveForm();
  const initial = useMemo(() => (brand.data ? toSettingsValues(brand.data) : null), [brand.data]);
  const detail = `/product/productBrandDetail/${brandCd}`;

  const submit = async (body: TBrandSettingsSaveRequest) => {
    await update.mutateAsync(body);
    void message.success(t('brand.msg.saved'));
    await leaveForm(detail);
  };

  if (brand.error) return <QueryFailed error={brand.error} onRetry={() => void brand.refetch()} />;
  if (!brand.data || !initial) return <PageSpinner />;
  return (
    <Panel title={`${t('menu.setting.brandUpdateForm')} · ${brand.data.brandNm} (${brandCd})`} data-testid="brand-update-page">
      <BrandSettingsForm initial={initial} onSubmit={submit} onCancel={() => void navigate(detail)} />
    </Panel>
  );
}
