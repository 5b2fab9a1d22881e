import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Postgres bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files, kept in Postgres so API nodes share nothing (DESIGN "Data rules"). A file belongs to one
 * owner row (`ownerType` + `ownerId`, e.g. a partner application) and is written in the owner's transaction.
 * `mimeType` is what the magic bytes said, never what the browser claimed.
 */
export const storedFiles = pgTable(
  'stored_file',
  {
    fileSeq: integer('file_seq').primaryKey().generatedAlwaysAsIdentity(),
    ownerType: text('owner_type').notNull(),
    ownerId: text('owner_id').notNull(),
    fileKind: text('file_kind').notNull(),
    fileNm: text('file_nm').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stored_file_owner_idx').on(t.ownerType, t.ownerId)],
);
