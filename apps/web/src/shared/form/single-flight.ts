import { useCallback, useRef } from 'react';

/**
 * Runs an async action once at a time: a second call while the first is in flight is dropped. A
 * mutation's isPending reaches the button a render later, too late for the second click of a double click.
 */
export function useSingleFlight(): <T>(fn: () => Promise<T>) => Promise<T | undefined> {
  const busy = useRef(false);
  return useCallback(async <T>(fn: () => Promise<T>) => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await fn();
    } finally {
      busy.current = false;
    }
  }, []);
}
