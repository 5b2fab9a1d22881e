import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A generated mall of its own for the plans part, dropped afterwards; null (with a line saying why) when none can be made. */
export async function makePlanMall(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  void randomBytes;
  void pg;
  void ADMIN_URL;
  console.log('plans: set BENCH_DATABASE_URL to a generated mall (the scale generator is not here yet); skipped');
  return null;
}
