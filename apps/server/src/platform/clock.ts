/** Time comes from here so tests can move it (DESIGN "Data rules"). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date()) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(date: Date): void {
    this.current = new Date(date.getTime());
  }
  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/**
 * The real time moved by an offset: a running product whose clock a journey may move (the next-day jobs), only
 * where `CLOCK_CONTROL` allows it (never in prod, config.ts).
 */
export class OffsetClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  /** Sets how far ahead of the real time the clock runs (0 puts it back). */
  setOffset(ms: number): void {
    this.offsetMs = ms;
  }
  offset(): number {
    return this.offsetMs;
  }
}
