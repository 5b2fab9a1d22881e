import type { QueryLogger } from '@/platform/db/open-database.ts';

/** A statement as the server sent it: the benchmarks replay it for the database floor and EXPLAIN it. */
export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

/**
 * Records the statements one call sends. Give `logQuery` to openDatabase (kind 'pg'), then wrap the call in
 * `record`: only statements sent while a recording is on are kept, so nothing else may run in the process then.
 */
export function createQueryRecorder() {
  let recording: RecordedQuery[] | null = null;
  const logQuery: QueryLogger = (sql, params) => {
    recording?.push({ sql, params: [...params] });
  };
  return {
    logQuery,
    async record(call: () => Promise<unknown>): Promise<RecordedQuery[]> {
      const mine: RecordedQuery[] = [];
      recording = mine;
      try {
        await call();
      } finally {
        recording = null;
      }
      return mine;
    },
  };
}
