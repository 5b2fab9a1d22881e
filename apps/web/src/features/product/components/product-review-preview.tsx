import type { TProductReviewReply } from '@po/contracts';
import { Col, Descriptions, Divider, Flex, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/format/money';
import { Text, Title } from '@/shared/ui/typography';
import { DescriptionFrame } from './description-frame';
import { PreviewDelivery } from './preview-delivery';
import { PreviewGallery } from './preview-gallery';
import { PreviewOptionPicker } from './preview-option-picker';

const CONFIRM_NOS = ['confirmNo1', 'confirmNo2', 'confirmNo3', 'confirmNo4', 'confirmNo5'] as const;

/**
 * The product as its storefront page would show it to a buyer: gallery, brand and name, prices with the
 * discount, the option chooser, delivery, then the description, the information notice and the certification.
 */
export function ProductReviewPreview({ product: p }: { product: TProductReviewReply }) {
  const { t } = useTranslation();
  const won = (n: number) => t('productReview.preview.won', { amount: formatNumber(n) || '0' });
  const certificates = CONFIRM_NOS.map((k) => p[k]).filter((n) => n !== '');

  return (
    <Flex vertical gap={16} data-testid="product-preview">
      <Text type="secondary" data-testid="preview-category">
        {p.categoryNames.join(' > ')}
      </Text>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={10}>
          <PreviewGallery images={p.images} alt={p.prodNm} />
        </Col>
        <Col xs={24} md={14}>
          <Flex vertical gap={12}>
            <div>
              <Text strong data-testid="preview-brand">
                {p.brandNm}
              </Text>
              <Title level={4} style={{ margin: '4px 0 0' }} data-testid="preview-name">
                {p.prodNm}
              </Title>
            </div>
            <Flex vertical data-testid="preview-prices">
              {p.dcRate > 0 && (
                <Text type="secondary" style={{ textDecoration: 'line-through' }}>
                  {won(p.listPrice)}
                </Text>
              )}
              <Flex gap={8} align="baseline">
                {p.dcRate > 0 && (
                  <Text type="danger" strong style={{ fontSize: 20 }} data-testid="preview-discount">
                    {t('productReview.preview.discount', { rate: p.dcRate })}
                  </Text>
                )}
                <Text strong style={{ fontSize: 20 }}>
                  {won(p.prodPrice)}
                </Text>
              </Flex>
            </Flex>
            <Divider style={{ margin: 0 }} />
            <PreviewOptionPicker product={p} />
            <Divider style={{ margin: 0 }} />
            <PreviewDelivery product={p} />
          </Flex>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('productReview.section.description')}</Divider>
      {p.prodDesc.trim() ? <DescriptionFrame html={p.prodDesc} /> : <Text type="secondary">{t('productReview.preview.noDescription')}</Text>}
      <Divider titlePlacement="start">{t('productReview.section.notice')}</Divider>
      <Descriptions size="small" bordered column={1} title={p.niTypeNm} data-testid="preview-notice">
        {p.noticeItems.map((n) => (
          <Descriptions.Item key={n.field} label={n.itemNm}>
            {n.itemValue}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Divider titlePlacement="start">{t('productReview.section.kc')}</Divider>
      <Flex gap={8} wrap align="center" data-testid="preview-kc">
        <Tag>{p.kcGbNm}</Tag>
        {certificates.map((no) => (
          <Text key={no}>
            {t('productReview.field.kcNo')}: {no}
          </Text>
        ))}
        <Text type="secondary">
          {t('productReview.field.maker')}: {p.makeNm} · {t('productReview.field.origin')}: {p.nativeCd}
          {p.modelNm && ` · ${t('productReview.field.model')}: ${p.modelNm}`}
        </Text>
      </Flex>
    </Flex>
  );
}
