/** Query values; undefined, null and '' are left out, arrays repeat the key. */
export type QueryParams = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export const API_BASE = '/api';

/** '/order/list' + params -> '/api/order/list?pageNum=1'. Absolute URLs are kept as they are. */
export function buildUrl(path: string, params?: QueryParams): string {
  const base = /^https?:\/\//.test(path) || path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!params) return base;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const query = search.toString();
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}
