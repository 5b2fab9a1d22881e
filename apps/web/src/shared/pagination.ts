import type { TablePaginationConfig } from 'antd';
import { PAGINATION } from '@po/contracts';

export interface PageState {
  pageNum: number;
  pageSize: number;
}

/** Page 1, 10 per page (spec §9). */
export const DEFAULT_PAGE: PageState = { pageNum: PAGINATION.pageNum, pageSize: PAGINATION.pageSize };

/**
 * antd Table pagination for a `{ list, totalCnt }` reply. antd has no "N visible page links" setting; it
 * shows a window around the current page with jumpers, which covers the spec's 10 visible pages.
 */
export function tablePagination(
  page: PageState,
  totalCnt: number,
  onChange: (next: PageState) => void,
  extra: TablePaginationConfig = {},
): TablePaginationConfig {
  return {
    current: page.pageNum,
    pageSize: page.pageSize,
    total: totalCnt,
    showSizeChanger: false,
    onChange: (pageNum, pageSize) =>
      // A new page size starts again at page 1: the old page number may no longer exist.
      onChange({ pageNum: pageSize === page.pageSize ? pageNum : PAGINATION.pageNum, pageSize }),
    ...extra,
  };
}

/** The page links a pager shows: the block of `visible` pages (1-10, 11-20 ...) that holds the current page. */
export function pageBlock(pageNum: number, pageCount: number, visible: number = PAGINATION.visiblePages): { from: number; to: number } {
  const current = Math.min(Math.max(pageNum, 1), Math.max(pageCount, 1));
  const from = Math.floor((current - 1) / visible) * visible + 1;
  return { from, to: Math.min(from + visible - 1, Math.max(pageCount, 1)) };
}

/** How many pages `totalCnt` rows fill (at least one). */
export const pageCountOf = (totalCnt: number, pageSize: number) => Math.max(1, Math.ceil(totalCnt / pageSize));
