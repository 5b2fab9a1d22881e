import type { FastifyContextConfig } from 'fastify';
import type { CatalogRoute } from '@/platform/http/route-catalog.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One API operation as the matrix asks it: from the OpenAPI document, with what its route declares. */
export interface MatrixRoute {
  method: string;
  /** Fastify's pattern, `/api/delivery/policy/:dlcstPlcyCd`. */
  url: string;
  params: string[];
  config: FastifyContextConfig;
  isWrite: boolean;
  access: 'public' | 'pending' | 'active' | 'mall';
}

interface OpenApiDoc {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>>;
}

/**
 * Every operation of the OpenAPI document, joined to the route that serves it. A documented
 * operation without a route is an error here; a route missing from the document is reported by
 * `undocumentedRoutes` (it would escape the matrix and the fuzzing).
 */
export function inventoryRoutes(doc: OpenApiDoc, catalog: readonly CatalogRoute[]): MatrixRoute[] {
  const routes: MatrixRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const m of METHODS) {
      if (!ops[m]) continue;
      const method = m.toUpperCase();
      const served = catalog.find((r) => r.method === method && r.url === url);
      if (!served) throw new Error(`${method} ${url} is documented but no route serves it`);
      routes.push({
        method,
        url,
        params: [...url.matchAll(/:(\w+)/g)].map((p) => p[1]!),
        config: served.config,
        isWrite: WRITES.has(method),
        access: served.config.access ?? 'active',
      });
    }
  }
  return routes.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

/** API routes served but not documented (the docs' own routes aside). */
export function undocumentedRoutes(doc: OpenApiDoc, catalog: readonly CatalogRoute[]): string[] {
  const documented = new Set(
    Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`)),
  );
  return catalog
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'OPTIONS')
    .map((r) => `${r.method} ${r.url}`)
    .filter((key) => !documented.has(key));
}

/** The pattern with each `:param` replaced by its id. */
export const fillPath = (url: string, ids: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(ids[name] ?? `missing-${name}`));

/** Percent-encoded spellings of a path: the router decodes them to the same route. */
export function encodedVariants(path: string): string[] {
  const segments = path.split('/');
  const encodeAt = (i: number, all: boolean) =>
    segments
      .map((s, j) =>
        j !== i
          ? s
          : all
            ? s.replace(/[A-Za-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)
            : s.replace(/[A-Za-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
      )
      .join('/');
  const last = segments.length - 1;
  return [...new Set([encodeAt(1, false), encodeAt(1, true), encodeAt(2, false), encodeAt(last, true)])].filter((v) => v !== path);
}

/** Upper-cased spellings of a path's static segments: no route answers them. */
export function caseVariants(path: string): string[] {
  const segments = path.split('/');
  const upperAt = (i: number) => segments.map((s, j) => (j === i ? s.toUpperCase() : s)).join('/');
  return [...new Set([upperAt(1), upperAt(2)])].filter((v) => v !== path);
}
