import { Spin, theme } from 'antd';
import type { CSSProperties, KeyboardEvent, Key, ReactNode } from 'react';

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  /** The field shown as text when there is no `render`. */
  dataIndex?: keyof T & string;
  render?: (row: T, index: number) => ReactNode;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** One line, cut with "…", the whole text in the tooltip. */
  ellipsis?: boolean;
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** A test id per row (`phone-row-<number>`). */
  rowTestId?: (row: T) => string;
  /** A row that opens something (a review drawer): by click, or Enter when the row has focus. */
  onRowClick?: (row: T) => void;
  loading?: boolean;
  empty: ReactNode;
  /** The table's least width: wider than the panel, it scrolls sideways. */
  scrollX?: number;
  footer?: ReactNode;
  'data-testid'?: string;
}

/** The spec's grid header height (business-area §9). */
const HEADER_HEIGHT = 48;

function cellText<T>(row: T, column: DataColumn<T>, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The table of every list: a plain HTML table in the theme's tokens, fixed layout, columns of set widths,
 * a sideways scroll when wider than its panel. antd's Table (with its paging, page-size Select, sorting and
 * filter trees, about 75 kB gzipped) stays out of the search screens; paging is the list kit's `Pager`.
 */
export function DataTable<T>({ columns, rows, rowKey, rowTestId, onRowClick, loading = false, empty, scrollX, footer, ...rest }: DataTableProps<T>) {
  const { token } = theme.useToken();
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const cell = (c: Pick<DataColumn<T>, 'align' | 'width' | 'ellipsis'>): CSSProperties => ({
    padding: '8px',
    borderBottom: line,
    textAlign: c.align ?? 'left',
    width: c.width,
    ...(c.ellipsis ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }),
  });
  const openOnEnter = (row: T) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' && e.target === e.currentTarget) onRowClick?.(row);
  };
  return (
    <Spin spinning={loading}>
      <div style={{ overflowX: 'auto' }}>
        <table
          className="po-data-table"
          style={{
            width: '100%',
            minWidth: scrollX,
            tableLayout: 'fixed',
            borderCollapse: 'collapse',
            fontSize: token.fontSize,
            color: token.colorText,
          }}
          data-testid={rest['data-testid']}
        >
          <thead>
            <tr style={{ background: token.colorFillAlter, height: HEADER_HEIGHT }}>
              {columns.map((c) => (
                <th key={c.key} scope="col" style={{ ...cell(c), fontWeight: token.fontWeightStrong }}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} style={{ ...cell({ align: 'center' }), padding: token.padding }}>
                  {loading ? null : empty}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => (
                <tr
                  key={rowKey(row)}
                  data-testid={rowTestId?.(row)}
                  className={onRowClick ? 'po-row-link' : undefined}
                  {...(onRowClick ? { onClick: () => onRowClick(row), onKeyDown: openOnEnter(row), tabIndex: 0, style: { cursor: 'pointer' } } : {})}
                >
                  {columns.map((c) => {
                    const content = cellText(row, c, i);
                    return (
                      <td key={c.key} style={cell(c)} title={c.ellipsis && typeof content === 'string' ? content : undefined}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {footer !== undefined && <div style={{ padding: '8px', borderBottom: line }}>{footer}</div>}
    </Spin>
  );
}
