import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFeedback } from '@/shared/feedback/feedback';
import { leaveQuestion } from '@/shared/routing/leave-guard';
import { tabActions, tabStore } from './tab-store';
import { fallbackPath } from './tab-state';
import { REDIRECT_PREFIX } from './tab-target';

const openPaths = (except?: string) =>
  tabStore
    .get()
    .map((t) => t.path)
    .filter((p) => p !== except);

/** Tab bar actions with the navigation each one implies. */
export function useTabCommands() {
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}`;
  const { modal } = useFeedback();

  // A screen with unsaved edits (useLeaveGuard) asks before its view is dropped.
  const afterAsking = useCallback(
    (paths: readonly string[], run: () => void) => {
      const question = leaveQuestion(paths);
      if (question === undefined) run();
      else modal.confirm({ content: question, onOk: run });
    },
    [modal],
  );

  const close = useCallback(
    (path: string) =>
      afterAsking([path], () => {
        tabActions.close(path);
        if (path === currentPath) void navigate(fallbackPath(tabStore.get()));
      }),
    [afterAsking, currentPath, navigate],
  );

  const closeOthers = useCallback(
    (keepPath: string) =>
      afterAsking(openPaths(keepPath), () => {
        tabActions.closeOthers(keepPath);
        if (keepPath !== currentPath) void navigate(keepPath);
      }),
    [afterAsking, currentPath, navigate],
  );

  const closeAll = useCallback(
    () =>
      afterAsking(openPaths(), () => {
        tabActions.closeAll();
        void navigate(fallbackPath(tabStore.get()));
      }),
    [afterAsking, navigate],
  );

  // Drop the kept view, then pass through /redirect so the page mounts again with the same query.
  const refresh = useCallback(
    (path: string) =>
      afterAsking([path], () => {
        tabActions.refresh(path);
        void navigate(`${REDIRECT_PREFIX}${path}`, { replace: true });
      }),
    [afterAsking, navigate],
  );

  return useMemo(() => ({ currentPath, close, closeOthers, closeAll, refresh }), [currentPath, close, closeOthers, closeAll, refresh]);
}
