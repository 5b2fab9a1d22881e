import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { storedFiles } from './stored-file.tables.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type StoredFileMeta = Omit<StoredFileRow, 'data'>;

const meta = {
  fileSeq: storedFiles.fileSeq,
  ownerType: storedFiles.ownerType,
  ownerId: storedFiles.ownerId,
  fileKind: storedFiles.fileKind,
  fileNm: storedFiles.fileNm,
  mimeType: storedFiles.mimeType,
  fileSize: storedFiles.fileSize,
  createdAt: storedFiles.createdAt,
};

export function createStoredFileRepository(db: Database) {
  return {
    async insertMany(rows: (typeof storedFiles.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.q.insert(storedFiles).values(rows);
    },
    async insertOne(row: typeof storedFiles.$inferInsert): Promise<StoredFileMeta> {
      const rows = await db.q.insert(storedFiles).values(row).returning(meta);
      return rows[0]!;
    },
    async listByOwnerAndSeqs(ownerType: string, ownerId: string, fileSeqs: number[]): Promise<StoredFileMeta[]> {
      if (fileSeqs.length === 0) return [];
      return db.q
        .select(meta)
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerType, ownerType), eq(storedFiles.ownerId, ownerId), inArray(storedFiles.fileSeq, fileSeqs)));
    },
    async findWithDataOfType(ownerType: string, fileSeq: number): Promise<StoredFileRow | undefined> {
      const rows = await db.q
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerType, ownerType), eq(storedFiles.fileSeq, fileSeq)))
        .limit(1);
      return rows[0];
    },
    /** Metadata only: listing never loads the bytes. */
    async listByOwner(ownerType: string, ownerIds: string[]): Promise<StoredFileMeta[]> {
      if (ownerIds.length === 0) return [];
      return db.q
        .select(meta)
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerType, ownerType), inArray(storedFiles.ownerId, ownerIds)))
        .orderBy(asc(storedFiles.fileSeq));
    },
    async findWithData(ownerType: string, ownerId: string, fileSeq: number): Promise<StoredFileRow | undefined> {
      const rows = await db.q
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerType, ownerType), eq(storedFiles.ownerId, ownerId), eq(storedFiles.fileSeq, fileSeq)))
        .limit(1);
      return rows[0];
    },
    async deleteByOwners(ownerType: string, ownerIds: string[]): Promise<number> {
      if (ownerIds.length === 0) return 0;
      const rows = await db.q
        .delete(storedFiles)
        .where(and(eq(storedFiles.ownerType, ownerType), inArray(storedFiles.ownerId, ownerIds)))
        .returning({ fileSeq: storedFiles.fileSeq });
      return rows.length;
    },
  };
}
export type StoredFileRepository = ReturnType<typeof createStoredFileRepository>;
