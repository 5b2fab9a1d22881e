import { Spin, theme } from 'antd';
import type { CSSProperties, Key, ReactNode } from 'react';

export interface SimpleColumn<T> {
  key: string;
  title: ReactNode;
  width?: number;
  align?: 'left' | 'center' | 'right';
  render: (row: T, index: number) => ReactNode;
}

interface SimpleTableProps<T> {
  columns: SimpleColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** A test id per row (`phone-row-<number>`). */
  rowTestId?: (row: T) => string;
  loading?: boolean;
  empty: ReactNode;
  footer?: ReactNode;
  'data-testid'?: string;
}

/**
 * A short, whole list (an account's phones: at most 20) as a plain table in the theme's tokens. antd's
 * Table brings paging, its page-size Select, sorting and filter trees (about 80 kB gzipped) that a list
 * this short never uses; search screens keep it through the list kit.
 */
export function SimpleTable<T>({ columns, rows, rowKey, rowTestId, loading = false, empty, footer, ...rest }: SimpleTableProps<T>) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const cell = (align: SimpleColumn<T>['align'], width?: number): CSSProperties => ({ padding: '8px', borderBottom: line, textAlign: align ?? 'left', width });
  return (
    <Spin spinning={loading}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize, color: token.colorText }} data-testid={rest['data-testid']}>
        <thead>
          <tr style={{ background: token.colorFillAlter }}>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={{ ...cell(c.align, c.width), fontWeight: token.fontWeightStrong }}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} style={{ ...cell('center'), padding: token.padding }}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
                {columns.map((c) => (
                  <td key={c.key} style={cell(c.align, c.width)}>
                    {c.render(row, i)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {footer !== undefined && <div style={{ padding: '8px', borderBottom: line }}>{footer}</div>}
    </Spin>
  );
}
