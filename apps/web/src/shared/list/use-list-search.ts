import { PAGINATION, ZPageRequest } from '@po/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { PageState } from '@/shared/pagination';

/** A list's search as history keeps it: the filters and the page. */
interface StoredSearch {
  filters?: unknown;
  page?: unknown;
}

/**
 * Keeps only the filters the contract's filter schema accepts, one by one: a stale or hand-edited value
 * drops that filter, not the whole search. Empty texts are no filter.
 */
export function readFilters<F extends z.ZodObject>(schema: F, raw: unknown): Partial<z.output<F>> {
  const out: Record<string, unknown> = {};
  if (typeof raw !== 'object' || raw === null) return out as Partial<z.output<F>>;
  for (const key of Object.keys(schema.shape)) {
    const field = schema.shape[key] as z.ZodType;
    const value = (raw as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '') continue;
    const parsed = field.safeParse(value);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') out[key] = parsed.data;
  }
  return out as Partial<z.output<F>>;
}

function readPage(raw: unknown): PageState {
  const parsed = ZPageRequest.safeParse(raw ?? {});
  return parsed.success ? parsed.data : { pageNum: PAGINATION.pageNum, pageSize: PAGINATION.pageSize };
}

/**
 * The search of a list screen, driven by the contract's filter schema and kept in the browser history
 * of the screen's own entry: a search or a page is a history step, so back/forward walk the searches
 * and a reload keeps them. (History state, not the query string: a tab is identified by its path and
 * query, so a query per search would open a tab per search.)
 */
export function useListSearch<F extends z.ZodObject>(schema: F, stateKey: string, opts: { defaults?: Partial<z.input<F>> } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const stored = ((location.state as Record<string, StoredSearch> | null) ?? {})[stateKey] ?? {};
  // A screen opened afresh shows its default search (the operator's queues open on what awaits them).
  const filtersJson = JSON.stringify(stored.filters ?? opts.defaults ?? {});
  const pageJson = JSON.stringify(stored.page ?? {});

  const filters = useMemo(() => readFilters(schema, JSON.parse(filtersJson)), [schema, filtersJson]);
  const page = useMemo(() => readPage(JSON.parse(pageJson)), [pageJson]);

  const go = useCallback(
    (next: StoredSearch) => {
      const state = { ...((location.state as object | null) ?? {}), [stateKey]: next };
      void navigate({ pathname: location.pathname, search: location.search }, { state });
    },
    [location.pathname, location.search, location.state, navigate, stateKey],
  );

  return {
    filters,
    page,
    /** The list request: the filters and the page, as the contract's list request takes them. */
    request: { ...filters, ...page } as Partial<z.output<F>> & PageState,
    /** Whether any filter narrows the list (the empty state says "no results" rather than "nothing yet"). */
    filtered: Object.keys(filters).length > 0,
    search: (next: object) => go({ filters: readFilters(schema, next), page: { pageNum: PAGINATION.pageNum, pageSize: page.pageSize } }),
    setPage: (next: PageState) => go({ filters, page: next }),
  };
}
