import type { TProductReviewReply } from '@po/contracts';
import { Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@/shared/ui/typography';

type Image = TProductReviewReply['images'][number];

const frame = { width: '100%', aspectRatio: '1 / 1', borderRadius: 6, background: '#f5f5f5', objectFit: 'cover' as const };

/** The storefront's gallery: the main image large and the others as thumbnails that replace it when clicked. */
export function PreviewGallery({ images, alt }: { images: TProductReviewReply['images']; alt: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  if (images.length === 0)
    return (
      <Flex align="center" justify="center" style={frame} data-testid="preview-no-image">
        <Text type="secondary">{t('productReview.preview.noImage')}</Text>
      </Flex>
    );
  const main = images[Math.min(shown, images.length - 1)];
  const picture = (image: Image | undefined, i: number, style: object) => image && <img src={image.fileUrl} alt={`${alt} ${i + 1}`} style={style} />;
  return (
    <Flex vertical gap={8} data-testid="preview-gallery">
      {picture(main, shown, frame)}
      {images.length > 1 && (
        <Flex gap={8}>
          {images.map((image, i) => (
            <button
              key={image.imageSeq}
              type="button"
              onClick={() => setShown(i)}
              aria-pressed={i === shown}
              style={{ padding: 0, border: i === shown ? '2px solid #1677ff' : '1px solid #d9d9d9', borderRadius: 6, background: 'none', width: 64 }}
              data-testid={`preview-thumb-${image.imageSeq}`}
            >
              {picture(image, i, { ...frame, width: 60, fontSize: 10 })}
            </button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
