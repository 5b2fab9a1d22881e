import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { tabActions, tabStore } from './tab-store';
import { fallbackPath } from './tab-state';
import { REDIRECT_PREFIX } from './tab-target';

/** Tab bar actions with the navigation each one implies. */
export function useTabCommands() {
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;

  const close = useCallback(
    (path: string) => {
      tabActions.close(path);
      if (path === currentPath) void navigate(fallbackPath(tabStore.get()));
    },
    [currentPath, navigate],
  );

  const closeOthers = useCallback(
    (keepPath: string) => {
      tabActions.closeOthers(keepPath);
      if (keepPath !== currentPath) void navigate(keepPath);
    },
    [currentPath, navigate],
  );

  const closeAll = useCallback(() => {
    tabActions.closeAll();
    void navigate(fallbackPath(tabStore.get()));
  }, [navigate]);

  // Drop the kept view, then pass through /redirect so the page mounts again with the same query.
  const refresh = useCallback(
    (path: string) => {
      tabActions.refresh(path);
      void navigate(`${REDIRECT_PREFIX}${path}`, { replace: true });
    },
    [navigate],
  );

  return useMemo(() => ({ currentPath, close, closeOthers, closeAll, refresh }), [currentPath, close, closeOthers, closeAll, refresh]);
}
