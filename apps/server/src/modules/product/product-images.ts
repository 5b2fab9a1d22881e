import type { FileStore } from '@/platform/files/file-store.ts';
import { findSellerImages } from '@/platform/files/seller-image.ts';
import type { TKeyedFieldError } from '@/platform/http/app-error.ts';

/**
 * Each image a product form names must be an upload of the session's seller (a `sellerImage` of kind
 * `productImage`), once. Another seller's file, a partner application's file and an unknown id read alike:
 * a field error on `images.<i>`, so the form shows it on the image and nothing is learnt about the file.
 */
export async function listImageErrors(files: FileStore, supplyEntrCd: string, images: readonly { fileSeq: number }[]): Promise<TKeyedFieldError[]> {
  const owned = new Set((await findSellerImages(files, supplyEntrCd, [...new Set(images.map((i) => i.fileSeq))])).map((f) => f.fileSeq));
  const seen = new Set<number>();
  return images.flatMap((img, i): TKeyedFieldError[] => {
    const twice = seen.has(img.fileSeq);
    seen.add(img.fileSeq);
    if (twice) return [{ field: `images.${i}`, messageKey: 'product.msg.imageDuplicate' }];
    return owned.has(img.fileSeq) ? [] : [{ field: `images.${i}`, messageKey: 'productImage.msg.notOwned' }];
  });
}
