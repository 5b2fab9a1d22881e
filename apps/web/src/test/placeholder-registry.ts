import type * as Registry from '@/app/page-registry';

/**
 * The page registry with every travel page a placeholder. The shell's tests watch placeholder pages (one test id,
 * nothing to fetch) to see tabs keep their views; every business page is built now, so they mock the travel group's
 * as placeholders: `vi.mock('@/app/page-registry', async (original) => withTravelPlaceholders(await original()))`.
 */
export function withTravelPlaceholders(actual: typeof Registry): typeof Registry {
  const PAGE_REGISTRY = Object.fromEntries(
    Object.entries(actual.PAGE_REGISTRY).map(([name, page]) => [name, name.startsWith('travel') ? actual.PlaceholderPage : page]),
  );
  return { ...actual, PAGE_REGISTRY };
}
