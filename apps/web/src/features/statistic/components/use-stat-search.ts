import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { readFilters, useListSearch } from '@/shared/list/use-list-search';

/**
 * A statistic screen's search: the list kit's (history state: back / forward walk the searches, a reload keeps them),
 * opened on `defaults` (the last month) or on the address's query when a link carries one (?startDt=&endDt=&unit=).
 * Unlike a list, an empty search is not "no filter" but "all": the filters are the search as kept, without the
 * defaults merged back in, so the shortcut "All" sends no dates.
 */
export function useStatSearch<F extends z.ZodObject>(schema: F, stateKey: string, defaults: Partial<z.output<F>>) {
  const [params] = useSearchParams();
  const paramsKey = params.toString();
  const linked = useMemo(() => readFilters(schema, Object.fromEntries(new URLSearchParams(paramsKey))), [schema, paramsKey]);
  const opened = Object.keys(linked).length > 0 ? { ...defaults, ...linked } : defaults;
  return useListSearch(schema, stateKey, { defaults: opened as Partial<z.input<F>> });
}
