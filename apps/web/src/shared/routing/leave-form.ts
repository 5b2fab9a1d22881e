import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

type ScreenCloser = (path: string) => void;
const keepOpen: ScreenCloser = () => undefined;
let closeScreen: ScreenCloser = keepOpen;

/** The shell hands over how a screen's tab is closed: features do not reach into the app layer. */
export function setScreenCloser(next: ScreenCloser | null): void {
  closeScreen = next ?? keepOpen;
}

/**
 * After a form is saved: opens `to` (the saved item's detail) and closes the form's own tab, so saved forms
 * do not stay open as tabs with the old values in them.
 */
export function useLeaveForm(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    async (to: string) => {
      const form = `${pathname}${search}`;
      await navigate(to);
      closeScreen(form);
    },
    [navigate, pathname, search],
  );
}
