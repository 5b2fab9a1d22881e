import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { runtimeKey } from '@/shared/i18n/runtime-key';
import { useDashboardPart } from '../api/dashboard-cards';
import { rateText } from '../model/format';
import type { THomeLinks } from '../model/home-links';
import { CountLink } from './count-link';
import { StatusCard } from './status-card';

const ORDER_KEYS = ['stsCd35', 'stsCd50', 'stsCd60', 'stsCd99'] as const;
const RETURN_KEYS = [
  ['collect', 'RETURN_COLLECT'],
  ['collectCompleted', 'RETURN_COLLECT_COMPLETED'],
  ['completed', 'RETURN_COMPLETED'],
  ['disable', 'RETURN_DISABLE'],
] as const;
// The promotion list's statusCd for each count (issue 16 builds that list; "total" opens it unfiltered).
const PROMOTION_KEYS = [
  ['total', undefined],
  ['prepare', 'PREPARE'],
  ['agree', 'AGREE'],
  ['reject', 'REJECT'],
] as const;

/** The status cards: order / delivery, return / exchange, product, promotion and the key indicators. */
export function StatusCards({ ready, links }: { ready: boolean; links: THomeLinks }) {
  const { t } = useTranslation();
  const orders = useDashboardPart('orderStatus', ready);
  const returns = useDashboardPart('returnStatus', ready);
  const products = useDashboardPart('productStatus', ready);
  const promotions = useDashboardPart('promotionStatus', ready);
  const keys = useDashboardPart('keyStatus', ready);

  const orderCounts = orders.data?.orderStatusCount;
  const returnCounts = returns.data?.returnStatusCount;
  const promotionCounts = promotions.data?.partnerPromotionProductCount;
  const cards = [
    <StatusCard
      key="order"
      title={t('dashboard.card.order')}
      query={orders}
      testId="card-order"
      rows={
        orderCounts
          ? ORDER_KEYS.map((k) => ({
              key: k,
              label: t(runtimeKey(`dashboard.order.${k}`)),
              value: <CountLink value={orderCounts[k]} link={links.orderStatus(k.slice(5))} testId={`count-order-${k.slice(5)}`} />,
            }))
          : null
      }
    />,
    <StatusCard
      key="return"
      title={t('dashboard.card.return')}
      query={returns}
      testId="card-return"
      rows={
        returnCounts
          ? RETURN_KEYS.map(([k, statusCd]) => ({
              key: k,
              label: t(runtimeKey(`dashboard.return.${k}`)),
              value: <CountLink value={returnCounts[k]} link={links.returnList(statusCd)} testId={`count-return-${k}`} />,
            }))
          : null
      }
    />,
    <StatusCard
      key="product"
      title={t('dashboard.card.product')}
      query={products}
      testId="card-product"
      rows={
        products.data
          ? products.data.productStatusCountList.map((r) => ({
              key: r.prodStsCd,
              label: t(runtimeKey(`dashboard.product.${r.prodStsCd}`)),
              value: <CountLink value={r.cntByProdStsCd} link={links.productStatus(r.prodStsCd)} testId={`count-product-${r.prodStsCd}`} />,
            }))
          : null
      }
    />,
    <StatusCard
      key="promotion"
      title={t('dashboard.card.promotion')}
      query={promotions}
      testId="card-promotion"
      rows={
        promotionCounts
          ? PROMOTION_KEYS.map(([k, statusCd]) => ({
              key: k,
              label: t(runtimeKey(`dashboard.promotion.${k}`)),
              value: <CountLink value={promotionCounts[k]} link={links.promotion(statusCd)} testId={`count-promotion-${k}`} />,
            }))
          : null
      }
    />,
    <StatusCard
      key="keys"
      title={t('dashboard.card.keyStatus')}
      query={keys}
      testId="card-key-status"
      rows={
        keys.data
          ? (['orderFulfilmentRate', 'returnDelayRate', 'deliveryDelayRate'] as const).map((k) => ({
              key: k,
              label: t(runtimeKey(`dashboard.keyStatus.${k}`)),
              value: <strong data-testid={`rate-${k}`}>{rateText(keys.data[k])}</strong>,
            }))
          : null
      }
    />,
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={8} xl={{ flex: '20%' }}>
          {card}
        </Col>
      ))}
    </Row>
  );
}
