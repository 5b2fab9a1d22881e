import { useCallback, useEffect, useRef, useState } from 'react';
import { createCountdown, IDLE_COUNTDOWN, realTicker, type CountdownState, type Ticker } from './countdown';

type Countdown = ReturnType<typeof createCountdown>;

/** The code's validity countdown as React state; `start` also restarts it. */
export function useCountdown(seconds: number, ticker: Ticker = realTicker): CountdownState & { start: () => void; reset: () => void } {
  const [state, setState] = useState<CountdownState>(IDLE_COUNTDOWN);
  const ref = useRef<Countdown | null>(null);
  useEffect(() => {
    const countdown = createCountdown({ seconds, ticker, onChange: setState });
    ref.current = countdown;
    return () => {
      countdown.dispose();
      ref.current = null;
    };
  }, [seconds, ticker]);
  const start = useCallback(() => ref.current?.start(), []);
  const reset = useCallback(() => ref.current?.reset(), []);
  return { ...state, start, reset };
}
