import type { TProductReviewReply } from '@po/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/money';
import { Text } from '@/shared/ui/typography';

/** The delivery box of a product page: the fee a buyer pays, the extra fees, dispatch and delivery times. */
export function PreviewDelivery({ product: p }: { product: TProductReviewReply }) {
  const { t } = useTranslation();
  const d = p.delivery;
  const won = (n: number) => formatNumber(n) || '0';
  const fee =
    d.source === 'NONE'
      ? null
      : d.dlcstTypeCd === '01'
        ? t('productReview.delivery.free')
        : d.dlcstTypeCd === '03'
          ? t('productReview.delivery.conditional', { threshold: won(d.dlcstLevyStdrAmt), amount: won(d.dlcst) })
          : t('productReview.delivery.paid', { amount: won(d.dlcst) });
  const dispatch =
    p.giOptnCd === '01' && p.giHr !== null
      ? t('productReview.delivery.dispatchSameDay', { hour: p.giHr })
      : t('productReview.delivery.dispatchDays', { days: p.giDd });
  const extras = [
    d.jejuDlcst > 0 && t('productReview.delivery.jeju', { amount: won(d.jejuDlcst) }),
    d.inmnDlcst > 0 && t('productReview.delivery.island', { amount: won(d.inmnDlcst) }),
    t('productReview.delivery.return', { amount: won(d.rtrnDlcst) }),
    t('productReview.delivery.exchange', { amount: won(d.exchDlcst) }),
  ].filter((x): x is string => typeof x === 'string');

  return (
    <Flex vertical gap={2} data-testid="preview-delivery">
      <Text type="secondary">{t(`productReview.delivery.source.${d.source}`, { title: d.dlcstPlcyTitl ?? '' })}</Text>
      {fee && (
        <Text strong data-testid="preview-delivery-fee">
          {fee}
        </Text>
      )}
      <Text type="secondary">{extras.join(' · ')}</Text>
      <Text>
        {t('productReview.delivery.method')}: {p.deliveryMethodNm}
        {p.codYn === 'Y' && ` · ${t('productReview.delivery.cod')}`}
      </Text>
      <Text data-testid="preview-dispatch">
        {t('productReview.delivery.dispatch')}: {p.giOptnNm} · {dispatch} · {t('productReview.delivery.leadTime', { days: p.ltDcnt })}
      </Text>
    </Flex>
  );
}
