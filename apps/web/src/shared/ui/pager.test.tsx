import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageBlock, type PageState } from '@/shared/pagination';
import { Pager } from './pager';

describe('pageBlock', () => {
  it('is the block of ten that holds the current page, never past the last page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (pageCount, raw) => {
        const pageNum = Math.min(raw, pageCount);
        const { from, to } = pageBlock(pageNum, pageCount, 10);
        expect(from % 10).toBe(1);
        expect(from <= pageNum && pageNum <= to).toBe(true);
        expect(to - from + 1).toBeLessThanOrEqual(10);
        expect(to).toBe(Math.min(from + 9, pageCount));
      }),
    );
  });
});

describe('Pager', () => {
  const renderPager = (page: PageState, totalCnt: number) => {
    const moves: PageState[] = [];
    render(<Pager page={page} totalCnt={totalCnt} onPage={(p) => moves.push(p)} />);
    return moves;
  };
  const pageLinks = () =>
    screen
      .getAllByRole('button')
      .filter((b) => /^\d+$/.test(b.textContent ?? ''))
      .map((b) => b.textContent);

  it('is hidden while everything fits on one page', () => {
    renderPager({ pageNum: 1, pageSize: 10 }, 10);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the block of ten around page 13 of 25, marks the current one, and moves by every control', () => {
    const moves = renderPager({ pageNum: 13, pageSize: 10 }, 250);
    expect(pageLinks()).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    const current = screen.getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'page');
    expect(current?.textContent).toBe('13');
    fireEvent.click(screen.getByText('17'));
    fireEvent.click(screen.getByLabelText(/first|첫/i));
    fireEvent.click(screen.getByLabelText(/previous|이전/i));
    fireEvent.click(screen.getByLabelText(/next|다음/i));
    fireEvent.click(screen.getByLabelText(/last|마지막/i));
    expect(moves.map((m) => m.pageNum)).toEqual([17, 1, 12, 14, 25]);
    expect(moves.every((m) => m.pageSize === 10)).toBe(true);
  });

  it('cannot go back from the first page or on from the last', () => {
    renderPager({ pageNum: 3, pageSize: 20 }, 45);
    expect(pageLinks()).toEqual(['1', '2', '3']);
    expect(screen.getByLabelText(/next|다음/i).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText(/last|마지막/i).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText(/first|첫/i).hasAttribute('disabled')).toBe(false);
  });
});
