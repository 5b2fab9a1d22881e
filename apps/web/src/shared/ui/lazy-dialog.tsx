import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code loads the first time it opens, then stays mounted (so it closes with its animation
 * and keeps the state a closed antd Modal keeps). The sign-in page's dialogs (password change, SMS code,
 * phone registration, FAQ detail) open for few visits; the first screen does not pay for their forms.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Set during render (React's "storing information from previous renders"): no extra closed paint.
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return <Suspense fallback={null}>{createElement(Dialog, props)}</Suspense>;
  }
  return LazyDialog;
}
