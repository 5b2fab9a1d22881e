import { STANDARD_CATEGORIES } from '@/modules/product/reference/standard-categories.ts';

const parents = new Set(STANDARD_CATEGORIES.map((row) => row[1]));
const names = new Map(STANDARD_CATEGORIES.map((row) => [row[0], row[2]]));

/** The leaves in use under the given subtrees (ids are two digits per level, so a subtree is a prefix), in tree order. */
export function leavesUnder(prefixes: readonly string[]): string[] {
  const leaves = STANDARD_CATEGORIES.filter((row) => !parents.has(row[0]) && row[4] !== 'retired' && prefixes.some((p) => row[0].startsWith(p)));
  if (leaves.length === 0) throw new Error(`no category leaves under ${prefixes.join(', ')}`);
  return leaves.map((row) => row[0]);
}

/** A category's own Korean name (the last step of its path). */
export const categoryName = (id: string): string => names.get(id) ?? id;
