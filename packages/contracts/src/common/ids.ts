import { z } from 'zod';

/** The largest value of a PostgreSQL `integer`, the type of every generated row id. */
export const SERIAL_ID_MAX = 2_147_483_647;

/**
 * A generated row id in a path or query: a positive integer the database's `integer` column can hold.
 * A larger number names no row; refused here, it never reaches the database as an out-of-range value.
 */
export const ZSerialId = z.coerce.number().int().min(1).max(SERIAL_ID_MAX);
