import { useSyncExternalStore } from 'react';
import { SHELL_LIMITS } from '@po/contracts';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const isMobileNow = () => window.innerWidth < SHELL_LIMITS.mobileBreakpointPx;

/** Mobile mode under 992 px (spec access §2); desktop is the default device. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
