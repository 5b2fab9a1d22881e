// The database floor of a case: the statements its service call sends, recorded once, then replayed with pg
// directly (no Drizzle, no Fastify) by 1 or 50 concurrent loops. Statements the call sent together (in the same
// turn of the event loop, as a Promise.all does) are replayed together; the others one after another.
import pg from 'pg';
import { percentilesOf, type Percentiles } from './percentiles.ts';
import { createQueryRecorder, type RecordedQuery } from './query-recorder.ts';

export interface RecordedCall {
  queries: RecordedQuery[];
  /** The queries in the order sent, grouped by the event-loop turn that sent them. */
  groups: RecordedQuery[][];
}

export interface FloorFigures extends Percentiles {
  connections: number;
  runs: number;
  /** Calls replayed per second: what the database alone answers at this concurrency. */
  rps: number;
}

/**
 * The recorder of query-recorder.ts, plus which turn of the event loop sent each statement: a statement that
 * waited for another's answer went out in a later turn, so one turn's statements did not wait for each other.
 */
export function createGroupingRecorder() {
  const recorder = createQueryRecorder();
  let turn = 0;
  let turns: number[] | null = null;
  return {
    logQuery: (sql: string, params: unknown[]) => {
      recorder.logQuery(sql, params);
      turns?.push(turn);
    },
    async record(call: () => Promise<unknown>): Promise<RecordedCall> {
      const mine: number[] = [];
      turns = mine;
      let on = true;
      const spin = () => {
        if (!on) return;
        turn++;
        setImmediate(spin);
      };
      setImmediate(spin);
      try {
        const queries = await recorder.record(call);
        const groups: RecordedQuery[][] = [];
        queries.forEach((q, i) => {
          if (i > 0 && mine[i] === mine[i - 1]) groups.at(-1)!.push(q);
          else groups.push([q]);
        });
        return { queries, groups };
      } finally {
        on = false;
        turns = null;
      }
    },
  };
}

/** Whether replaying the call changes nothing (a write would fail or pile up rows when repeated). */
export const onlyReads = (call: RecordedCall) => call.queries.every((q) => /^\s*(select|with)\b/i.test(q.sql) && !/\bfor\s+update\b/i.test(q.sql));

/**
 * Replays the calls' statements in `connections` concurrent loops for `seconds` (after a short warm-up); each loop
 * takes the calls in turn from its own starting point (one call: the case's floor; several: the mixed load's).
 */
export async function measureDatabaseFloor(url: string, calls: RecordedCall[], connections: number, seconds: number): Promise<FloorFigures> {
  const width = Math.max(1, ...calls.flatMap((c) => c.groups.map((g) => g.length)));
  // One loop at a time holds as many connections as its widest group; 50 loops share a pool of 50, as asked.
  const pool = new pg.Pool({ connectionString: url, max: connections === 1 ? width : connections });
  try {
    const replay = async (call: RecordedCall) => {
      for (const group of call.groups) await Promise.all(group.map((q) => pool.query(q.sql, q.params)));
    };
    for (const call of calls) for (let i = 0; i < 3; i++) await replay(call);
    const samples: number[] = [];
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, loop) => {
        for (let i = loop; performance.now() < until; i++) {
          const t0 = performance.now();
          await replay(calls[i % calls.length]!);
          samples.push(performance.now() - t0);
        }
      }),
    );
    return { connections, runs: samples.length, rps: samples.length / ((performance.now() - started) / 1000), ...percentilesOf(samples) };
  } finally {
    await pool.end();
  }
}
