import type { FileOwner, FileStore, StoredFileMeta } from './file-store.ts';

/**
 * The convention every writer of product images keeps (the upload route, the demo data): a `stored_file`
 * row owned by `sellerImage` + the seller's supplyEntrCd, of kind `productImage`. Products name them by fileSeq.
 */
export const SELLER_IMAGE = { ownerType: 'sellerImage', fileKind: 'productImage' } as const;

export const sellerImageOwner = (supplyEntrCd: string): FileOwner => ({ ownerType: SELLER_IMAGE.ownerType, ownerId: supplyEntrCd });

/** The seller's product images among `fileSeqs` (metadata only); another seller's file, or another kind, is absent. */
export async function findSellerImages(files: FileStore, supplyEntrCd: string, fileSeqs: number[]): Promise<StoredFileMeta[]> {
  const found = await files.findFiles(sellerImageOwner(supplyEntrCd), fileSeqs);
  return found.filter((f) => f.fileKind === SELLER_IMAGE.fileKind);
}
