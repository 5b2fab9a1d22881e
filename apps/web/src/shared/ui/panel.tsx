import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Actions at the header's end (a save button), as antd Card's `extra`. */
  extra?: ReactNode;
  size?: 'small' | 'default';
  children: ReactNode;
}

/**
 * A card-looking box in the antd theme's tokens, used instead of antd's Card everywhere: Card imports Tabs
 * (and with them Menu and Dropdown) for a tab header no screen uses, 14 kB gzipped on every page with a box.
 */
export function Panel({ title, extra, size = 'default', children, style, ...rest }: PanelProps) {
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
    justifyContent: 'space-between',
    gap: token.marginXS,
    padding: `0 ${pad}px`,
    borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    fontSize: small ? token.fontSize : token.fontSizeLG,
    fontWeight: token.fontWeightStrong,
    color: token.colorTextHeading,
  };
  return (
    <section style={box} {...rest}>
      {(title !== undefined || extra !== undefined) && (
        <div style={head}>
          <h2 style={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit', color: 'inherit' }}>{title}</h2>
          {extra !== undefined && <div style={{ fontWeight: 'normal' }}>{extra}</div>}
        </div>
      )}
      <div style={{ padding: pad }}>{children}</div>
    </section>
  );
}
