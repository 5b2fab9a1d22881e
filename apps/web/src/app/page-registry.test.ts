import { describe, expect, it } from 'vitest';
import { APP_ROUTES, flattenRoutes } from '@po/contracts';
import { PAGE_REGISTRY } from './page-registry';

describe('page registry', () => {
  it('maps exactly the page routes of APP_ROUTES', () => {
    const pages = flattenRoutes(APP_ROUTES)
      .filter((e) => !e.meta.children)
      .map((e) => e.meta.name)
      .sort();
    expect(Object.keys(PAGE_REGISTRY).sort()).toEqual(pages);
  });
});
