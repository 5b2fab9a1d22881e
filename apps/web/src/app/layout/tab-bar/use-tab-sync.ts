import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation } from 'react-router-dom';
import { SHELL_LIMITS, type MenuViewer } from '@po/contracts';
import { notifier } from '@/shared/feedback/notifier';
import { tabActions, tabStore } from './tab-store';
import { isOverTabLimit, tabFromRoute } from './tab-state';
import { resolveTabTarget } from './tab-target';

/**
 * Opens a tab for every page the user lands on, and cancels a navigation that would open an 11th tab
 * with an info message, so the user stays where they were (spec access §8 "tab limit reached").
 */
export function useTabSync(viewer: MenuViewer): void {
  const { t } = useTranslation();
  const location = useLocation();

  useEffect(() => {
    const target = resolveTabTarget(location.pathname, location.search, viewer);
    // /redirect/x and groups only pass through; their final page opens the tab.
    if (!target || target.path !== `${location.pathname}${location.search}`) return;
    tabActions.add(tabFromRoute(target.meta, target.path));
  }, [location.pathname, location.search, viewer]);

  const blocker = useBlocker(({ nextLocation }) => {
    const target = resolveTabTarget(nextLocation.pathname, nextLocation.search, viewer);
    return target !== null && isOverTabLimit(tabStore.get(), target.path);
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Keyed: a user who keeps clicking sees one message, not a stack of them.
    notifier.info(t('layout.tabs.limit', { max: SHELL_LIMITS.maxTabs }), 'tab-limit');
    blocker.reset();
  }, [blocker, t]);
}
