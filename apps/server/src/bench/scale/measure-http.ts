// HTTP measurement with autocannon, in the bench's process (the server is another): every reply's time is kept,
// so p50/p95/p99 are exact (autocannon's own histogram has no p95). Any reply that is not 2xx is an error.
import autocannon from 'autocannon';
import { percentilesOf, type Percentiles } from './percentiles.ts';

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpFigures extends Percentiles {
  connections: number;
  requests: number;
  rps: number;
  /** Replies other than 2xx, connection errors and timeouts; the bench wants 0. */
  errors: number;
  /** The status codes seen, with their counts (to show what the errors were). */
  statuses: Record<string, number>;
  /**
   * CPU ms the server process spent per reply while measured: on a shared machine a steadier figure than the
   * latencies, and 1000 / it is what one such process can answer per second at most.
   */
  serverCpuMsPerRequest: number | null;
}

/** Seconds per run, scaled by BENCH_SCALE_SECONDS (e.g. 0.3 while developing). */
export const benchSeconds = (s: number) => Math.max(1, Math.round(s * Number(process.env.BENCH_SCALE_SECONDS ?? 1)));

/** Runs autocannon on `origin` with one or several requests (cycled per connection); a short warm-up first. */
export async function measureHttp(opts: {
  origin: string;
  requests: HttpRequest[];
  connections: number;
  seconds: number;
  warmSeconds?: number;
  /** The server's CPU ms so far (BenchProcess.cpuMs), read around the measured run. */
  serverCpuMs?: () => number | null;
  /** Bodies handed out one per connection, in turn (the sign-in: one account per connection). */
  bodyPerConnection?: string[];
}): Promise<HttpFigures> {
  let handedOut = 0;
  const bodies = opts.bodyPerConnection ?? [];
  const run = async (seconds: number, keep: boolean) => {
    const samples: number[] = [];
    const statuses: Record<string, number> = {};
    const instance = autocannon({
      url: opts.origin,
      connections: opts.connections,
      duration: seconds,
      requests: opts.requests.map((r) => ({ method: r.method, path: r.path, headers: r.headers, ...(r.body ? { body: r.body } : {}) })),
      ...(bodies.length > 0 ? { setupClient: (client: autocannon.Client) => client.setBody(bodies[handedOut++ % bodies.length]) } : {}),
    });
    if (keep)
      (instance as unknown as NodeJS.EventEmitter).on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        samples.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    const result = await instance;
    return { result, samples, statuses };
  };
  if (opts.warmSeconds ?? 1) await run(opts.warmSeconds ?? 1, false);
  const cpuBefore = opts.serverCpuMs?.() ?? null;
  const { result, samples, statuses } = await run(opts.seconds, true);
  const cpuAfter = opts.serverCpuMs?.() ?? null;
  return {
    connections: opts.connections,
    ...percentilesOf(samples),
    requests: samples.length,
    rps: samples.length / result.duration,
    errors: result.non2xx + result.errors + result.timeouts,
    statuses,
    serverCpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && samples.length > 0 ? (cpuAfter - cpuBefore) / samples.length : null,
  };
}
