import { sql, type SQL } from 'drizzle-orm';

// Pseudo-random values for set-based inserts: a hash of (seed, row number, salt), so every row is computed where it is
// inserted, in any order, and the same seed gives the same rows. hashint8 is stable across PostgreSQL versions (hash
// partitioning relies on it), so PGlite and the server agree too.

export interface ScaleRandom {
  /** An integer in [0, 2^31) for the row number `n` (an SQL expression) and a salt naming the use. */
  int(n: SQL, salt: number): SQL;
  /** A double in [0, 1). */
  unit(n: SQL, salt: number): SQL;
}

export function createScaleRandom(seed: number): ScaleRandom {
  // Each (seed, salt) gets its own stretch of 2^32 inputs, so no two uses ever hash the same number.
  const base = (salt: number) => sql.raw(`${BigInt(seed) * 1000n + BigInt(salt)}::bigint * 4294967296`);
  const int = (n: SQL, salt: number) => sql`(hashint8((${n})::bigint + ${base(salt)}) & 2147483647)`;
  return { int, unit: (n, salt) => sql`(${int(n, salt)}::float8 / 2147483648.0::float8)` };
}

/** A literal integer array (fixed-width elements: subscripting it is constant time on every row). */
export const intArray = (items: readonly number[]): SQL => sql.raw(`array[${items.map((i) => Math.trunc(i)).join(',')}]::int[]`);

/** A literal text array for small pick lists (names, colours). */
export const textArray = (items: readonly string[]): SQL =>
  sql`array[${sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;

/** A number written into the statement (not a parameter), so PostgreSQL knows its type: generate_series needs it. */
export const lit = (n: number): SQL => sql.raw(String(n));
