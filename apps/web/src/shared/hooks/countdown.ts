/** Time source and interval of the countdown; tests pass fake timers or a hand-driven clock. */
export interface Ticker {
  now(): number;
  every(ms: number, fn: () => void): () => void;
}

export const realTicker: Ticker = {
  now: () => Date.now(),
  every: (ms, fn) => {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
};

export interface CountdownState {
  /** Whole seconds left (rounded up). */
  remaining: number;
  running: boolean;
  /** Reached zero since the last start. */
  expired: boolean;
}

export const IDLE_COUNTDOWN: CountdownState = { remaining: 0, running: false, expired: false };

/** "03:00" for 180 seconds. */
export function formatMmSs(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/**
 * A countdown measured against a deadline, not by counting ticks, so a throttled background tab still
 * shows the right time when it wakes up. It ticks four times a second and reports only changes.
 */
export function createCountdown(opts: { seconds: number; onChange: (state: CountdownState) => void; ticker?: Ticker }) {
  const ticker = opts.ticker ?? realTicker;
  let clear: (() => void) | null = null;
  let endsAt = 0;
  let state = IDLE_COUNTDOWN;

  const emit = (next: CountdownState) => {
    if (next.remaining === state.remaining && next.running === state.running && next.expired === state.expired) return;
    state = next;
    opts.onChange(next);
  };
  const halt = () => {
    clear?.();
    clear = null;
  };
  const tick = () => {
    const remaining = Math.max(0, Math.ceil((endsAt - ticker.now()) / 1000));
    if (remaining === 0) {
      halt();
      emit({ remaining: 0, running: false, expired: true });
    } else {
      emit({ remaining, running: true, expired: false });
    }
  };

  return {
    /** Starts (or restarts, on resend) from the full time. */
    start() {
      halt();
      endsAt = ticker.now() + opts.seconds * 1000;
      emit({ remaining: opts.seconds, running: true, expired: false });
      clear = ticker.every(250, tick);
    },
    /** Back to idle (phone changed, popup reset, verified). */
    reset() {
      halt();
      emit(IDLE_COUNTDOWN);
    },
    dispose: halt,
    get state() {
      return state;
    },
  };
}
