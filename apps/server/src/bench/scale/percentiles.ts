export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** p50/p95/p99 of samples in ms (nearest rank); NaN for none. */
export function percentilesOf(samples: number[]): Percentiles {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
}
