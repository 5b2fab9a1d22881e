import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// Screens holding unsaved edits, by their tab path, with the question to ask before the tab closes.
const guards = new Map<string, string>();

/**
 * While `dirty`, leaving the screen asks first: closing or refreshing its tab (the tab bar reads
 * `leaveQuestion`) and reloading or closing the browser window (`beforeunload`, the browser's own
 * question). Switching to another tab keeps the screen mounted with its edits, so it asks nothing.
 */
export function useLeaveGuard(dirty: boolean, question: string): void {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  useEffect(() => {
    if (!dirty) return undefined;
    guards.set(path, question);
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => {
      guards.delete(path);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [dirty, path, question]);
}

/** The question of the first of these screens that holds unsaved edits, or undefined when none does. */
export function leaveQuestion(paths: readonly string[]): string | undefined {
  for (const p of paths) {
    const q = guards.get(p);
    if (q !== undefined) return q;
  }
  return undefined;
}
