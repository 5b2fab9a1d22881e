import { PictureOutlined } from '@ant-design/icons';
import { theme } from 'antd';

/** The grid's image cell (spec §3: 48×48 by default); a neutral box where a product has no image yet. */
export function ImageCell({ src, alt, size = 48 }: { src?: string | null; alt: string; size?: number }) {
  const { token } = theme.useToken();
  const box = { width: size, height: size, borderRadius: token.borderRadiusSM, display: 'block' } as const;
  if (!src)
    return (
      <span
        role="img"
        aria-label={alt}
        data-testid="image-cell-empty"
        style={{
          ...box,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: token.colorFillTertiary,
          color: token.colorTextQuaternary,
        }}
      >
        <PictureOutlined />
      </span>
    );
  return <img src={src} alt={alt} width={size} height={size} loading="lazy" style={{ ...box, objectFit: 'cover' }} />;
}
