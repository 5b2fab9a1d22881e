import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountdown, formatMmSs, type CountdownState } from './countdown';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('countdown', () => {
  it('formats minutes and seconds', () => {
    expect(formatMmSs(180)).toBe('03:00');
    expect(formatMmSs(179)).toBe('02:59');
    expect(formatMmSs(61)).toBe('01:01');
    expect(formatMmSs(9)).toBe('00:09');
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(-3)).toBe('00:00');
  });

  it('counts down from 3 minutes, then stops at 0 as expired', () => {
    const states: CountdownState[] = [];
    const countdown = createCountdown({ seconds: 180, onChange: (s) => states.push(s) });
    countdown.start();
    expect(countdown.state).toEqual({ remaining: 180, running: true, expired: false });
    vi.advanceTimersByTime(1000);
    expect(formatMmSs(countdown.state.remaining)).toBe('02:59');
    vi.advanceTimersByTime(60_000);
    expect(formatMmSs(countdown.state.remaining)).toBe('01:59');
    vi.advanceTimersByTime(119_000);
    expect(countdown.state).toEqual({ remaining: 0, running: false, expired: true });
    // The timer stopped: nothing more happens.
    const seen = states.length;
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(seen);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts from the full time on resend, and resets to idle', () => {
    const countdown = createCountdown({ seconds: 180, onChange: () => {} });
    countdown.start();
    vi.advanceTimersByTime(100_000);
    expect(countdown.state.remaining).toBe(80);
    countdown.start();
    expect(countdown.state.remaining).toBe(180);
    vi.advanceTimersByTime(1_000);
    expect(countdown.state.remaining).toBe(179);
    expect(vi.getTimerCount()).toBe(1);
    countdown.reset();
    expect(countdown.state).toEqual({ remaining: 0, running: false, expired: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows the clock, not the number of ticks (a throttled tab catches up)', () => {
    let now = 0;
    let tick: (() => void) | null = null;
    const countdown = createCountdown({ seconds: 180, onChange: () => {}, ticker: { now: () => now, every: (_ms, fn) => ((tick = fn), () => (tick = null)) } });
    countdown.start();
    now = 95_500;
    tick!();
    expect(countdown.state.remaining).toBe(85);
  });

  it('as a hook: mm:ss state, expiry at 0, restart', () => {
    const { result, unmount } = renderHook(() => useCountdown(180));
    expect(result.current.running).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(180);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(formatMmSs(result.current.remaining)).toBe('02:30');
    act(() => result.current.start());
    expect(formatMmSs(result.current.remaining)).toBe('03:00');
    act(() => {
      vi.advanceTimersByTime(180_000);
    });
    expect(result.current).toMatchObject({ remaining: 0, running: false, expired: true });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
