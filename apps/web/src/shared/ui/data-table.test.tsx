import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Key } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './data-table';

type Row = { id: string; name: string };
const columns: DataColumn<Row>[] = [
  { key: 'no', title: 'No', render: (_r, i) => i + 1 },
  { key: 'name', title: 'Name', render: (r) => r.name },
];

describe('DataTable', () => {
  it('shows a header and one row per item, numbered, with each row’s test id', () => {
    const rows = [
      { id: 'a', name: 'Ann' },
      { id: 'b', name: 'Bo' },
    ];
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} rowTestId={(r) => `row-${r.id}`} empty="none" footer="2 of 20" data-testid="t" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No', 'Name']);
    expect(
      within(screen.getByTestId('row-b'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'Bo']);
    expect(screen.getByText('2 of 20')).toBeTruthy();
  });

  it('says when there is nothing, across every column', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(r: Row) => r.id} empty="no phones yet" />);
    const cell = screen.getByText('no phones yet');
    expect(cell.closest('td')?.getAttribute('colspan')).toBe('2');
  });
});

describe('DataTable, as the list kit uses it', () => {
  type Site = { code: string; name: string; memo: string };
  const sites: Site[] = [
    { code: 'DL0001', name: 'Seoul', memo: 'a long memo that will be cut' },
    { code: 'DL0002', name: 'Busan', memo: '' },
  ];
  const siteColumns: DataColumn<Site>[] = [
    { key: 'code', title: 'Code', dataIndex: 'code' },
    { key: 'memo', title: 'Memo', dataIndex: 'memo', ellipsis: true },
  ];

  it('shows a field by its dataIndex, and an ellipsis cell carries the whole text as its tooltip', () => {
    render(<DataTable columns={siteColumns} rows={sites} rowKey={(r) => r.code} rowTestId={(r) => r.code} empty="none" />);
    const cells = within(screen.getByTestId('DL0001')).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['DL0001', 'a long memo that will be cut']);
    expect(cells[1]?.getAttribute('title')).toBe('a long memo that will be cut');
  });

  it('opens a row by click and by Enter, and such rows take focus', () => {
    const opened: string[] = [];
    render(
      <DataTable columns={siteColumns} rows={sites} rowKey={(r) => r.code} rowTestId={(r) => r.code} onRowClick={(r) => opened.push(r.code)} empty="none" />,
    );
    fireEvent.click(screen.getByText('DL0002'));
    const first = screen.getByTestId('DL0001');
    expect(first.tabIndex).toBe(0);
    fireEvent.keyDown(first, { key: 'Enter' });
    fireEvent.keyDown(first, { key: ' ' });
    expect(opened).toEqual(['DL0002', 'DL0001']);
  });

  it('holds back the empty text while loading', () => {
    render(<DataTable columns={siteColumns} rows={[]} rowKey={(r) => r.code} loading empty="nothing yet" />);
    expect(screen.queryByText('nothing yet')).toBeNull();
  });
});

describe('DataTable, as the option grid uses it', () => {
  type Option = { code: string; stock: number };
  const options: Option[] = [
    { code: 'O1', stock: 1 },
    { code: 'O2', stock: 2 },
    { code: 'O3', stock: 3 },
  ];
  const gridColumns: DataColumn<Option>[] = [
    { key: 'code', title: 'Code', dataIndex: 'code' },
    { key: 'stock', title: 'Stock', editable: true, render: (r) => <input aria-label={`stock ${r.code}`} defaultValue={r.stock} /> },
  ];

  it('chooses rows one by one or all shown at once, the header box showing a part chosen', () => {
    let chosen = new Set<Key>();
    const view = (selected: Set<Key>) => (
      <DataTable
        columns={gridColumns}
        rows={options}
        rowKey={(r) => r.code}
        rowTestId={(r) => r.code}
        empty="none"
        selection={{ selected, onChange: (next) => (chosen = next), label: 'choose' }}
        data-testid="grid"
      />
    );
    const { rerender } = render(view(chosen));
    fireEvent.click(within(screen.getByTestId('O2')).getByRole('checkbox'));
    expect([...chosen]).toEqual(['O2']);
    rerender(view(chosen));
    const all = screen.getByTestId<HTMLInputElement>('grid-select-all');
    expect(all.indeterminate).toBe(true);
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(all);
    expect([...chosen].sort()).toEqual(['O1', 'O2', 'O3']);
    rerender(view(chosen));
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    expect(chosen.size).toBe(0);
  });

  it('marks changed rows, and Enter or Tab in an editable column goes to the next row’s box, Shift to the one above', () => {
    render(<DataTable columns={gridColumns} rows={options} rowKey={(r) => r.code} rowTestId={(r) => r.code} rowMarked={(r) => r.code === 'O2'} empty="none" />);
    expect(screen.getByTestId('O2').getAttribute('data-marked')).toBe('true');
    expect(screen.getByTestId('O1').hasAttribute('data-marked')).toBe(false);
    const first = screen.getByLabelText('stock O1');
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByLabelText('stock O2'));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('stock O3'));
    // The last row keeps Tab's own move (out of the grid).
    const tab = fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(tab).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByLabelText('stock O2'));
  });
});
