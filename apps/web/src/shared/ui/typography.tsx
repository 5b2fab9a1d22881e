import { theme } from 'antd';
import type { AnchorHTMLAttributes, CSSProperties, HTMLAttributes, ReactNode } from 'react';

// Text, paragraphs, titles and links in the antd theme's colours, without antd's Typography: its copy,
// edit and ellipsis-with-tooltip code (Tooltip, TextArea) costs 8 kB gzipped on every page that shows text.

type Tone = 'secondary' | 'success' | 'warning' | 'danger';

function useToneColor(type: Tone | undefined): string | undefined {
  const { token } = theme.useToken();
  if (!type) return undefined;
  return { secondary: token.colorTextSecondary, success: token.colorSuccess, warning: token.colorWarning, danger: token.colorError }[type];
}

interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: Tone;
  strong?: boolean;
  /** One line, cut with an ellipsis (give a max width; `title` shows the whole text on hover). */
  ellipsis?: boolean;
  children?: ReactNode;
}

/** An inline text: antd's `Typography.Text` props that the screens use (type, strong, ellipsis). */
export function Text({ type, strong, ellipsis, style, ...rest }: TextProps) {
  const color = useToneColor(type);
  const cut: CSSProperties = ellipsis
    ? { display: 'inline-block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' }
    : {};
  return <span style={{ color, fontWeight: strong ? 600 : undefined, ...cut, ...style }} {...rest} />;
}

interface ParagraphProps extends HTMLAttributes<HTMLDivElement> {
  type?: Tone;
  children?: ReactNode;
}

/** A paragraph with the theme's bottom margin, as `Typography.Paragraph`. */
export function Paragraph({ type, style, ...rest }: ParagraphProps) {
  const { token } = theme.useToken();
  const color = useToneColor(type) ?? token.colorText;
  return <div style={{ color, marginBottom: '1em', ...style }} {...rest} />;
}

interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: 1 | 2 | 3 | 4 | 5;
  children?: ReactNode;
}

/** A heading in the theme's heading sizes, as `Typography.Title`. */
export function Title({ level = 1, style, ...rest }: TitleProps) {
  const { token } = theme.useToken();
  const size = [token.fontSizeHeading1, token.fontSizeHeading2, token.fontSizeHeading3, token.fontSizeHeading4, token.fontSizeHeading5][level - 1];
  const Tag = `h${level}` as const;
  return (
    <Tag
      style={{ color: token.colorTextHeading, fontSize: size, fontWeight: token.fontWeightStrong, lineHeight: 1.35, margin: '0 0 0.5em', ...style }}
      {...rest}
    />
  );
}

/** A link in the theme's link colour, as `Typography.Link`. */
export function TextLink({ style, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { token } = theme.useToken();
  return <a style={{ color: token.colorLink, ...style }} {...rest} />;
}
