import { Alert, Button, Descriptions, Drawer, Flex, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/shared/feedback/feedback';
import { useFailureToast } from '@/shared/form/failure';
import { formatNumber } from '@/shared/format/money';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { QueryFailed } from '@/shared/ui/query-failed';
import { useDecideTravelProduct, useTravelReview } from '../api/travel-admin';
import { ReasonDialog } from './reason-dialog';

/** The operator's preview of one property (what the seller entered, its rooms) with approve / reject. */
export function TravelReviewDrawer({ prodCd, onClose, readOnly }: { prodCd: string | null; onClose: () => void; readOnly: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const toastFailure = useFailureToast();
  const review = useTravelReview(prodCd);
  const decide = useDecideTravelProduct();
  const [rejecting, setRejecting] = useState(false);
  const d = review.data;

  const run = (reason?: string) =>
    prodCd &&
    decide.mutate(
      { prodCd, reason },
      {
        onSuccess: () => {
          setRejecting(false);
          void message.success(t(reason === undefined ? 'travelProduct.msg.approved' : 'travelProduct.msg.rejected'));
          onClose();
        },
        onError: (e) => toastFailure(e),
      },
    );

  return (
    <Drawer open={prodCd !== null} onClose={onClose} size="large" title={d?.prodNm ?? prodCd} destroyOnHidden data-testid="travel-review-drawer">
      {review.error ? (
        <QueryFailed error={review.error} onRetry={() => void review.refetch()} />
      ) : !d ? (
        <PageSpinner />
      ) : (
        <Flex vertical gap={12}>
          {d.prodStsCd === '20' && <Alert type="warning" showIcon title={t('travelProduct.help.rejected', { reason: d.rejectReason ?? '' })} />}
          <Descriptions size="small" bordered column={1}>
            <Descriptions.Item label={t('travelProduct.field.seller')}>{`${d.supplyEntrNm} (${d.supplyEntrCd})`}</Descriptions.Item>
            <Descriptions.Item label={t('travelProduct.field.prodCd')}>{d.prodCd}</Descriptions.Item>
            <Descriptions.Item label={t('travelProduct.field.status')}>{d.prodStsNm}</Descriptions.Item>
            <Descriptions.Item label={t('travelProduct.field.brandNm')}>{d.brandNm}</Descriptions.Item>
            <Descriptions.Item label={t('travelProduct.field.continentCd')}>{`${d.continentNm} / ${d.nationCd} / ${d.gradeNm}`}</Descriptions.Item>
            <Descriptions.Item label={t('travelProduct.field.address')}>{`${d.zipNo} ${d.baseAddr} ${d.dtlAddr}`}</Descriptions.Item>
            <Descriptions.Item label={t('travelProduct.field.window')}>{`${d.rsvStartDt} ~ ${d.rsvEndDt}`}</Descriptions.Item>
            <Descriptions.Item label={t('travelProduct.field.prodPrice')}>{`${formatNumber(d.listPrice)} / ${formatNumber(d.prodPrice)}`}</Descriptions.Item>
          </Descriptions>
          <Flex wrap gap={8}>
            {d.images.map((i) => (
              <img key={i.fileSeq} src={i.imageUrl} alt="" width={96} height={96} style={{ objectFit: 'cover' }} />
            ))}
          </Flex>
          <Table
            size="small"
            pagination={false}
            rowKey="roomSeq"
            dataSource={d.rooms}
            columns={[
              { title: t('travelProduct.field.roomNm'), dataIndex: 'roomNm' },
              { title: t('travelProduct.field.stdPersonCnt'), dataIndex: 'stdPersonCnt', width: 100 },
              { title: t('travelProduct.field.maxPersonCnt'), dataIndex: 'maxPersonCnt', width: 100 },
              { title: t('travelProduct.field.bedTypeNm'), dataIndex: 'bedTypeNm' },
            ]}
          />
          {d.prodStsCd === '40' && (
            <Flex gap={8} justify="end">
              <Button danger onClick={() => setRejecting(true)} disabled={readOnly || decide.isPending} data-testid="travel-review-reject">
                {t('travelProduct.action.reject')}
              </Button>
              <Button type="primary" onClick={() => run()} loading={decide.isPending} disabled={readOnly} data-testid="travel-review-approve">
                {t('travelProduct.action.approve')}
              </Button>
            </Flex>
          )}
          <ReasonDialog
            open={rejecting}
            title={t('travelProduct.action.reject')}
            pending={decide.isPending}
            max={500}
            onOk={(r) => run(r)}
            onCancel={() => setRejecting(false)}
          />
        </Flex>
      )}
    </Drawer>
  );
}
