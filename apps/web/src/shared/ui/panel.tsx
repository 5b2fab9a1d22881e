import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  size?: 'small' | 'default';
  children: ReactNode;
}

/**
 * A card-looking box in the antd theme's tokens, for the public pages. antd's Card imports Tabs (and with
 * them Menu and Dropdown) for its tab header; the sign-in page, the first screen, needs none of that.
 */
export function Panel({ title, size = 'default', children, style, ...rest }: PanelProps) {
  const { token } = theme.useToken();
  const small = size === 'small';
  const pad = small ? token.paddingSM : token.paddingLG;
  const box: CSSProperties = {
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    boxSizing: 'border-box',
    ...style,
  };
  const head: CSSProperties = {
    margin: 0,
    minHeight: small ? 38 : 56,
    display: 'flex',
    alignItems: 'center',
    padding: `0 ${pad}px`,
    borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    fontSize: small ? token.fontSize : token.fontSizeLG,
    fontWeight: token.fontWeightStrong,
    color: token.colorTextHeading,
  };
  return (
    <section style={box} {...rest}>
      {title !== undefined && <h2 style={head}>{title}</h2>}
      <div style={{ padding: pad }}>{children}</div>
    </section>
  );
}
