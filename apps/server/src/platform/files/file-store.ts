import type { Clock } from '../clock.ts';
import type { StoredFileMeta, StoredFileRepository } from './stored-file.repository.ts';

/** Who a file belongs to: the owner's kind and its key. */
export interface FileOwner {
  /**
   * `sellerImage`: a seller's product images (ownerId the seller's supplyEntrCd, fileKind `productImage`).
   * `notice`: a notice's attachments (ownerId the notice's bulletinSq, fileKind `noticeAttach`).
   */
  ownerType: 'partnerJoin' | 'enterinquire' | 'job' | 'sellerImage' | 'notice';
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
  /** Saves one file and answers it as stored (an upload that later rows name by id, like a product image). */
  saveFile(owner: FileOwner, file: CheckedFile): Promise<StoredFileMeta>;
  /** The owner's files among `fileSeqs` (metadata only); an id of another owner is simply absent. */
  findFiles(owner: FileOwner, fileSeqs: number[]): Promise<StoredFileMeta[]>;
  /** One file of a kind of owner by id, whoever owns it: the caller decides who may see it from `ownerId`. */
  readFileOfType(ownerType: FileOwner['ownerType'], fileSeq: number): Promise<(StoredFileMeta & { data: Buffer }) | undefined>;
  listFiles(ownerType: FileOwner['ownerType'], ownerIds: string[]): Promise<StoredFileMeta[]>;
  readFile(owner: FileOwner, fileSeq: number): Promise<(StoredFileMeta & { data: Buffer }) | undefined>;
  deleteFiles(ownerType: FileOwner['ownerType'], ownerIds: string[]): Promise<number>;
}

/** Longest original name kept; longer names keep their end (the extension). */
const NAME_MAX = 200;

/** The default store: a bytea column in the same database as the owners. */
export function createPostgresFileStore(deps: { repo: StoredFileRepository; clock: Clock }): FileStore {
  const { repo, clock } = deps;
  const rowOf = (owner: FileOwner, f: CheckedFile, createdAt: Date) => ({
    ...owner,
    fileKind: f.fileKind,
    fileNm: (f.fileNm || 'file').slice(-NAME_MAX),
    mimeType: f.mimeType,
    fileSize: f.data.length,
    data: f.data,
    createdAt,
  });
  return {
    async saveFiles(owner, files) {
      const createdAt = clock.now();
      await repo.insertMany(files.map((f) => rowOf(owner, f, createdAt)));
    },
    saveFile: (owner, file) => repo.insertOne(rowOf(owner, file, clock.now())),
    findFiles: (owner, fileSeqs) => repo.listByOwnerAndSeqs(owner.ownerType, owner.ownerId, fileSeqs),
    readFileOfType: (ownerType, fileSeq) => repo.findWithDataOfType(ownerType, fileSeq),
    listFiles: (ownerType, ownerIds) => repo.listByOwner(ownerType, ownerIds),
    readFile: (owner, fileSeq) => repo.findWithData(owner.ownerType, owner.ownerId, fileSeq),
    deleteFiles: (ownerType, ownerIds) => repo.deleteByOwners(ownerType, ownerIds),
  };
}
