import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined } from '@ant-design/icons';
import { PRODUCT_IMAGE_RULES } from '@po/contracts';
import { Button, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Text } from '@/shared/ui/typography';

const { width: REC_W, height: REC_H } = PRODUCT_IMAGE_RULES.recommended;
/** Thumbnails keep the recommended 4:5 portrait frame, whatever the picture's own shape. */
export const THUMB = { width: 120, height: Math.round((120 * REC_H) / REC_W) };

export interface ImageThumbProps {
  index: number;
  count: number;
  fileUrl: string;
  /** From the upload's reply; unknown for images read with a saved product. */
  size?: { width: number; height: number };
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One chosen image: the picture, "main" on the first, its size when known, and move / remove buttons. */
export function ImageThumb({ index, count, fileUrl, size, disabled, onMove, onRemove }: ImageThumbProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const odd = size && (size.width !== REC_W || size.height !== REC_H);
  return (
    <li style={{ listStyle: 'none', width: THUMB.width }} data-testid={`product-image-${index}`}>
      <div style={{ position: 'relative', ...THUMB, border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden', background: '#fafafa' }}>
        <img src={fileUrl} alt={t('productImage.label.image', { n })} style={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        {index === 0 && (
          <Tag color="blue" style={{ position: 'absolute', top: 4, left: 4, margin: 0 }} data-testid="product-image-main">
            {t('productImage.label.main')}
          </Tag>
        )}
      </div>
      {size && (
        <Text type={odd ? 'warning' : 'secondary'} style={{ fontSize: 12 }} title={odd ? t('productImage.help.notRecommended') : undefined}>
          {t('productImage.help.size', size)}
        </Text>
      )}
      {!disabled && (
        <Flex gap={2} justify="center">
          <Button
            size="small"
            type="text"
            icon={<ArrowLeftOutlined />}
            disabled={index === 0}
            aria-label={t('productImage.label.moveLeft', { n })}
            title={t('productImage.label.moveLeft', { n })}
            onClick={() => onMove(index, index - 1)}
            data-testid={`product-image-${index}-left`}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowRightOutlined />}
            disabled={index === count - 1}
            aria-label={t('productImage.label.moveRight', { n })}
            title={t('productImage.label.moveRight', { n })}
            onClick={() => onMove(index, index + 1)}
            data-testid={`product-image-${index}-right`}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('productImage.label.remove', { n })}
            title={t('productImage.label.remove', { n })}
            onClick={() => onRemove(index)}
            data-testid={`product-image-${index}-remove`}
          />
        </Flex>
      )}
    </li>
  );
}
