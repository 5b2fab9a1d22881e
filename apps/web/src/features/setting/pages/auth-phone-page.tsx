import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_AUTH_PHONES, type TSettingPhoneRow } from '@po/contracts';
import { Alert, Button, Empty, Switch } from 'antd';
import { Text } from '@/shared/ui/typography';
import { Panel } from '@/shared/ui/panel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/format/date';
import { useFailureToast } from '@/shared/form/failure';
import { QueryFailed } from '@/shared/ui/query-failed';
import { DataTable, type DataColumn } from '@/shared/ui/data-table';
import { useSettingPhones } from '../api/setting-phones';
import { useSetPhoneUse } from '../api/set-phone-use';
import { lazyDialog } from '@/shared/ui/lazy-dialog';

// The add and delete dialogs (forms, SMS code, Modal) load when they first open.
const AddPhoneModal = lazyDialog(
  () => import('../components/add-phone-modal').then((m) => m.AddPhoneModal),
  (p) => p.open,
);
const DeletePhoneModal = lazyDialog(
  () => import('../components/delete-phone-modal').then((m) => m.DeletePhoneModal),
  (p) => p.phone !== null,
);

/** Phones an account may register (spec business §5 "Auth phone"). */

/**
 * /setting/authPhoneNo: the phones that receive the sign-in code. At most 20; at least one must stay in
 * use; adding and removing re-enter the password.
 */
export function AuthPhonePage() {
  const { t } = useTranslation();
  const phones = useSettingPhones();
  const setUse = useSetPhoneUse();
  const toastFailure = useFailureToast();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TSettingPhoneRow | null>(null);

  const switchUse = async (row: TSettingPhoneRow, on: boolean) => {
    try {
      await setUse.mutateAsync({ sphone: row.sphone, sphoneUseYn: on ? 'Y' : 'N' });
    } catch (error) {
      toastFailure(error);
    }
  };

  const columns: DataColumn<TSettingPhoneRow>[] = [
    { key: 'no', title: t('setting.phone.no'), width: 60, align: 'center', render: (_r, i) => i + 1 },
    { key: 'dpSphone', title: t('setting.phone.number'), render: (r) => r.dpSphone },
    { key: 'mgrId', title: t('setting.phone.mgrId'), width: 140, render: (r) => r.mgrId },
    {
      key: 'use',
      title: t('setting.phone.use'),
      width: 110,
      align: 'center',
      render: (r) => (
        <Switch
          checked={r.sphoneUseYn === 'Y'}
          loading={setUse.isPending && setUse.variables?.sphone === r.sphone}
          onChange={(on) => void switchUse(r, on)}
          aria-label={t('setting.phone.useOf', { phone: r.dpSphone })}
          data-testid={`phone-use-${r.sphone}`}
        />
      ),
    },
    { key: 'regDt', title: t('setting.phone.regDt'), width: 160, render: (r) => formatDateTime(r.regDt) },
    {
      key: 'delete',
      title: t('form.button.delete'),
      width: 90,
      align: 'center',
      render: (r) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => setRemoving(r)}
          aria-label={t('setting.phone.deleteOf', { phone: r.dpSphone })}
          data-testid={`phone-delete-${r.sphone}`}
        />
      ),
    },
  ];

  const count = phones.data?.totalCnt ?? 0;
  return (
    <Panel
      title={t('setting.phone.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="phone-add-open">
          {t('setting.phone.addTitle')}
        </Button>
      }
      data-testid="auth-phone-page"
    >
      <Alert type="info" showIcon title={t('setting.phone.rules', { max: MAX_AUTH_PHONES })} style={{ marginBottom: 12 }} />
      {phones.error ? (
        <QueryFailed error={phones.error} onRetry={() => void phones.refetch()} />
      ) : (
        <DataTable<TSettingPhoneRow>
          rowKey={(r) => `${r.mgrId}:${r.sphone}`}
          columns={columns}
          rows={phones.data?.list ?? []}
          loading={phones.isFetching}
          rowTestId={(r) => `phone-row-${r.sphone}`}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('setting.phone.empty')} />}
          footer={<Text type="secondary">{t('setting.phone.count', { count, max: MAX_AUTH_PHONES })}</Text>}
          data-testid="phone-table"
        />
      )}
      <AddPhoneModal open={adding} onClose={() => setAdding(false)} />
      <DeletePhoneModal phone={removing} onClose={() => setRemoving(null)} />
    </Panel>
  );
}
