import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimpleTable, type SimpleColumn } from './simple-table';

type Row = { id: string; name: string };
const columns: SimpleColumn<Row>[] = [
  { key: 'no', title: 'No', render: (_r, i) => i + 1 },
  { key: 'name', title: 'Name', render: (r) => r.name },
];

describe('SimpleTable', () => {
  it('shows a header and one row per item, numbered, with each row’s test id', () => {
    const rows = [
      { id: 'a', name: 'Ann' },
      { id: 'b', name: 'Bo' },
    ];
    render(<SimpleTable columns={columns} rows={rows} rowKey={(r) => r.id} rowTestId={(r) => `row-${r.id}`} empty="none" footer="2 of 20" data-testid="t" />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No', 'Name']);
    expect(
      within(screen.getByTestId('row-b'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'Bo']);
    expect(screen.getByText('2 of 20')).toBeTruthy();
  });

  it('says when there is nothing, across every column', () => {
    render(<SimpleTable columns={columns} rows={[]} rowKey={(r: Row) => r.id} empty="no phones yet" />);
    const cell = screen.getByText('no phones yet');
    expect(cell.closest('td')?.getAttribute('colspan')).toBe('2');
  });
});
