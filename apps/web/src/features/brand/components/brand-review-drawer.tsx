import { BRAND_REQUEST_MACHINE, canTransition } from '@po/contracts';
import { Button, Drawer, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { Text } from '@/shared/ui/typography';
import { useApproveBrand } from '../api/approve-brand';
import { useBrandReview, type BrandRequestKey } from '../api/brand-review';
import { BrandView } from './brand-view';

function DrawerBody({ target, onReject }: { target: BrandRequestKey; onReject: (key: BrandRequestKey) => void }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const review = useBrandReview(target);
  const approve = useApproveBrand();
  const toastFailure = useFailureToast();

  if (review.error) return <QueryFailed error={review.error} onRetry={() => void review.refetch()} />;
  if (!review.data) return <PageSpinner />;
  const b = review.data;
  // The MD decides only what the request's state machine lets it decide (approve and reject go together).
  const pending = canTransition(BRAND_REQUEST_MACHINE, b.confirmStatus, 'approve', 'operator');

  const confirmApprove = () =>
    modal.confirm({
      content: t('brand.help.approveConfirm', { brandNm: b.brandNm }),
      onOk: async () => {
        try {
          const { brandCd } = await approve.mutateAsync(target);
          void message.success(t('brand.msg.approved', { brandCd }));
        } catch (error) {
          toastFailure(error);
        }
      },
    });

  return (
    <Flex vertical gap={12} data-testid="brand-admin-drawer">
      <BrandView brand={b} extra={[{ label: t('brand.field.supplyEntrNm'), value: `${b.supplyEntrNm} (${b.supplyEntrCd})` }]} />
      {pending ? (
        <Flex justify="end" gap={8}>
          <Button danger onClick={() => onReject(target)} data-testid="brand-admin-reject">
            {t('brand.action.reject')}
          </Button>
          <Button type="primary" onClick={confirmApprove} loading={approve.isPending} data-testid="brand-admin-approve">
            {t('brand.action.approve')}
          </Button>
        </Flex>
      ) : (
        <Text type="secondary">{t(`brand.status.${b.confirmStatus}`)}</Text>
      )}
    </Flex>
  );
}

/** One brand request for the MD, with approve (confirmed) and reject while it is pending. */
export function BrandReviewDrawer({
  target,
  onClose,
  onReject,
}: {
  target: BrandRequestKey | null;
  onClose: () => void;
  onReject: (key: BrandRequestKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer open={target !== null} title={t('brand.section.review')} size={640} onClose={onClose} destroyOnHidden>
      {target && <DrawerBody target={target} onReject={onReject} />}
    </Drawer>
  );
}
