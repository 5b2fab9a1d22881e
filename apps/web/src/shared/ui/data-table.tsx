import { Spin, theme } from 'antd';
import type { CSSProperties, KeyboardEvent, Key, ReactNode } from 'react';
import { SelectBox } from './select-box';

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
  /**
   * A column of boxes typed down the rows (the option grid's stock): Enter or Tab moves to the box of the
   * next row, Shift with either to the row above, so a column is filled without the mouse.
   */
  editable?: boolean;
}

/** A checkbox per row and one in the header for the rows shown (bulk actions on the chosen rows). */
export interface RowSelection {
  selected: ReadonlySet<Key>;
  onChange: (selected: Set<Key>) => void;
  /** The header box's and each row box's accessible name. */
  label: string;
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
  selection?: RowSelection;
  /** A row shown as marked (changed and not saved yet). */
  rowMarked?: (row: T) => boolean;
  'data-testid'?: string;
}

/** The spec's grid header height (business-area §9). */
const HEADER_HEIGHT = 48;

const SELECT_WIDTH = 44;

/** Enter/Tab in an editable column: the same column's box in the next (or, with Shift, the previous) row. */
function moveDown(e: KeyboardEvent<HTMLTableCellElement>, columnKey: string) {
  if ((e.key !== 'Enter' && e.key !== 'Tab') || e.nativeEvent.isComposing) return;
  const row = e.currentTarget.closest('tr');
  const sibling = e.shiftKey ? row?.previousElementSibling : row?.nextElementSibling;
  const target = sibling?.querySelector<HTMLElement>(`td[data-col="${columnKey}"] input, td[data-col="${columnKey}"] button`);
  if (!target) return;
  e.preventDefault();
  target.focus();
  if (target instanceof HTMLInputElement) target.select();
}

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
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowTestId,
  onRowClick,
  loading = false,
  empty,
  scrollX,
  footer,
  selection,
  rowMarked,
  ...rest
}: DataTableProps<T>) {
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
  const shownKeys = rows.map(rowKey);
  const chosenShown = selection ? shownKeys.filter((k) => selection.selected.has(k)).length : 0;
  const toggle = (keys: Key[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const k of keys) {
      if (on) next.add(k);
      else next.delete(k);
    }
    selection.onChange(next);
  };
  const colSpan = columns.length + (selection ? 1 : 0);
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
              {selection && (
                <th scope="col" style={{ ...cell({ align: 'center', width: SELECT_WIDTH }) }}>
                  <SelectBox
                    aria-label={selection.label}
                    checked={rows.length > 0 && chosenShown === rows.length}
                    indeterminate={chosenShown > 0 && chosenShown < rows.length}
                    disabled={rows.length === 0}
                    onChange={(checked) => toggle(shownKeys, checked)}
                    data-testid={rest['data-testid'] ? `${rest['data-testid']}-select-all` : undefined}
                  />
                </th>
              )}
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
                <td colSpan={colSpan} style={{ ...cell({ align: 'center' }), padding: token.padding }}>
                  {loading ? null : empty}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => {
                const key = rowKey(row);
                const marked = rowMarked?.(row) === true;
                return (
                  <tr
                    key={key}
                    data-testid={rowTestId?.(row)}
                    data-marked={marked || undefined}
                    className={onRowClick ? 'po-row-link' : undefined}
                    style={{ ...(marked ? { background: token.colorWarningBg } : {}), ...(onRowClick ? { cursor: 'pointer' } : {}) }}
                    {...(onRowClick ? { onClick: () => onRowClick(row), onKeyDown: openOnEnter(row), tabIndex: 0 } : {})}
                  >
                    {selection && (
                      <td style={cell({ align: 'center', width: SELECT_WIDTH })} onClick={(e) => e.stopPropagation()}>
                        <SelectBox aria-label={selection.label} checked={selection.selected.has(key)} onChange={(checked) => toggle([key], checked)} />
                      </td>
                    )}
                    {columns.map((c) => {
                      const content = cellText(row, c, i);
                      return (
                        <td
                          key={c.key}
                          data-col={c.key}
                          style={cell(c)}
                          title={c.ellipsis && typeof content === 'string' ? content : undefined}
                          onKeyDown={c.editable ? (e) => moveDown(e, c.key) : undefined}
                        >
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {footer !== undefined && <div style={{ padding: '8px', borderBottom: line }}>{footer}</div>}
    </Spin>
  );
}
