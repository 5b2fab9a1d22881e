import type { Clock } from '../clock.ts';
import type { StoredFileMeta, StoredFileRepository } from './stored-file.repository.ts';

/** Who a file belongs to: the owner's kind and its key. */
export interface FileOwner {
  ownerType: 'partnerJoin' | 'enterinquire' | 'job' | 'sellerImage';
  ownerId: string;
}

/** A file already checked by its owner's rules (type sniffed, size within limits). */
export interface CheckedFile {
  fileKind: string;
  fileNm: string;
  mimeType: string;
  data: Buffer;
}

export type { StoredFileMeta } from './stored-file.repository.ts';

/**
 * Where uploads live (DESIGN "Data rules": Postgres, or another store behind the same interface). Writes join
 * the caller's transaction, so an owner row and its files are saved together or not at all.
 */
export interface FileStore {
  saveFiles(owner: FileOwner, files: CheckedFile[]): Promise<void>;
  listFiles(ownerType: FileOwner['ownerType'], ownerIds: string[]): Promise<StoredFileMeta[]>;
  readFile(owner: FileOwner, fileSeq: number): Promise<(StoredFileMeta & { data: Buffer }) | undefined>;
  deleteFiles(ownerType: FileOwner['ownerType'], ownerIds: string[]): Promise<number>;
}

/** Longest original name kept; longer names keep their end (the extension). */
const NAME_MAX = 200;

/** The default store: a bytea column in the same database as the owners. */
export function createPostgresFileStore(deps: { repo: StoredFileRepository; clock: Clock }): FileStore {
  const { repo, clock } = deps;
  return {
    async saveFiles(owner, files) {
      const createdAt = clock.now();
      await repo.insertMany(
        files.map((f) => ({
          ...owner,
          fileKind: f.fileKind,
          fileNm: (f.fileNm || 'file').slice(-NAME_MAX),
          mimeType: f.mimeType,
          fileSize: f.data.length,
          data: f.data,
          createdAt,
        })),
      );
    },
    listFiles: (ownerType, ownerIds) => repo.listByOwner(ownerType, ownerIds),
    readFile: (owner, fileSeq) => repo.findWithData(owner.ownerType, owner.ownerId, fileSeq),
    deleteFiles: (ownerType, ownerIds) => repo.deleteByOwners(ownerType, ownerIds),
  };
}
