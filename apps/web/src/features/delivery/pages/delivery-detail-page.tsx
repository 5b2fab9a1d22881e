import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { TDeliveryLocSaveRequest } from '@po/contracts';
import { Button, Flex, Space, Switch, Tag } from 'antd';
import { Text } from '@/shared/ui/typography';
import { Panel } from '@/shared/ui/panel';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useFailureToast } from '@/shared/form/failure';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useDeliveryLoc } from '../api/delivery-loc';
import { useSetDeliveryLocUse } from '../api/set-delivery-loc-use';
import { useUpdateDeliveryLoc } from '../api/update-delivery-loc';
import { GoodsFlowPanel } from '../components/goods-flow-panel';
import { GoodsFlowStatusTag } from '../components/goods-flow-status-tag';
import { SiteView } from '../components/site-view';
import { toSiteFormValues } from '../model/delivery-loc-form';
import { useFeedback } from '@/shared/feedback/feedback';

// The edit form (carrier and phone selects, the address dialogs) loads when editing starts, or when the pointer
// or the focus reaches the edit button: most visits only read the site.
const loadSiteForm = () => import('../components/delivery-loc-form');
const DeliveryLocForm = lazy(() => loadSiteForm().then((m) => ({ default: m.DeliveryLocForm })));

/** /setting/deliveryDetail/:deliveryLocCd: the site (view, edit, use flag) and its goods-flow contract. */
export function DeliveryDetailPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const { deliveryLocCd = '' } = useParams();
  const site = useDeliveryLoc(deliveryLocCd);
  const update = useUpdateDeliveryLoc(deliveryLocCd);
  const setUse = useSetDeliveryLocUse(deliveryLocCd);
  const toastFailure = useFailureToast();
  const [editing, setEditing] = useState(false);
  const initial = useMemo(() => (site.data ? toSiteFormValues(site.data) : null), [site.data]);

  if (site.error) return <QueryFailed error={site.error} onRetry={() => void site.refetch()} />;
  if (!site.data || !initial) return <PageSpinner />;
  const s = site.data;

  const save = async (body: TDeliveryLocSaveRequest) => {
    await update.mutateAsync(body);
    void message.success(t('setting.msg.saved'));
    setEditing(false);
  };

  const switchUse = async (on: boolean) => {
    try {
      await setUse.mutateAsync(on ? 'Y' : 'N');
      void message.success(t('setting.msg.saved'));
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <Flex vertical gap={12} data-testid="delivery-detail-page">
      <Panel
        size="small"
        title={
          <Space>
            <Text strong>{s.deliveryLocNm}</Text>
            <Tag>{s.deliveryLocCd}</Tag>
            <GoodsFlowStatusTag status={s.gfStsCd} />
            {s.verifiedYn === 'Y' && <Tag color="green">{t('delivery.verified')}</Tag>}
          </Space>
        }
        extra={
          <Space wrap>
            <Text>{t('delivery.field.useYn')}</Text>
            <Switch
              checked={s.useYn === 'Y'}
              loading={setUse.isPending}
              onChange={(on) => void switchUse(on)}
              aria-label={t('delivery.field.useYn')}
              data-testid="site-use"
            />
            {!editing && (
              <Button
                icon={<EditOutlined />}
                onClick={() => setEditing(true)}
                onPointerEnter={() => void loadSiteForm()}
                onFocus={() => void loadSiteForm()}
                data-testid="site-edit"
              >
                {t('form.button.edit')}
              </Button>
            )}
            <Button icon={<UnorderedListOutlined />} onClick={() => void navigate('/setting/delivery')}>
              {t('form.button.list')}
            </Button>
          </Space>
        }
      >
        {editing ? (
          <Suspense fallback={<PageSpinner />}>
            <DeliveryLocForm
              name={`site-${deliveryLocCd}`}
              initial={initial}
              onSubmit={save}
              submitLabel={t('form.button.save')}
              pending={update.isPending}
              onCancel={() => setEditing(false)}
            />
          </Suspense>
        ) : (
          <SiteView site={s} />
        )}
      </Panel>
      <GoodsFlowPanel site={s} />
    </Flex>
  );
}
