import type { ReactNode } from 'react';
import type { Ticker } from '@/shared/hooks/countdown';
import { renderWithProviders as renderShared } from '@/test/render-with-providers';

/** A component with what the login feature's pieces need, inside a router. */
export const renderWithProviders = (ui: ReactNode) => renderShared(ui, { router: true });

/** A countdown clock the test moves by hand (the component tests keep real timers for waitFor). */
export function manualTicker(): Ticker & { advance: (ms: number) => void } {
  let now = 1_000_000;
  const ticks = new Set<() => void>();
  return {
    now: () => now,
    every: (_ms, fn) => {
      ticks.add(fn);
      return () => ticks.delete(fn);
    },
    advance: (ms) => {
      now += ms;
      for (const tick of [...ticks]) tick();
    },
  };
}
