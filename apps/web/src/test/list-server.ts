import { vi } from 'vitest';

/**
 * A server whose every list is empty, for list-page tests: each GET answers `{ list: [], totalCnt: 0 }`.
 * `queries(path)` are the query strings the page sent to that path, in order.
 */
export function stubEmptyLists() {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ list: [], totalCnt: 0 }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  const queries = (path: string) =>
    fetchMock.mock.calls
      .map(([url]) => new URL(url, 'http://localhost'))
      .filter((u) => u.pathname === `/api${path}`)
      .map((u) => u.searchParams);
  return { fetchMock, queries, last: (path: string) => queries(path).at(-1) };
}
