import { PRODUCT_IMAGE_RULES, productImageUrl, ROLE, ZProductImageUploadFields, type TProductImageUploadReply } from '@po/contracts';
import { companyOf } from '@/platform/auth/session-scope.ts';
import { profileOf } from '@/platform/auth/session-profile.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import type { FileStore } from '@/platform/files/file-store.ts';
import { isFlash, MIME_OF, sniffFileType, type SniffedType } from '@/platform/files/file-type.ts';
import { readImageSize } from '@/platform/files/image-size.ts';
import { SELLER_IMAGE, sellerImageOwner } from '@/platform/files/seller-image.ts';
import { AppError, validationError } from '@/platform/http/app-error.ts';
import type { MultipartForm } from '@/platform/http/multipart-form.ts';

const FIELD = 'file';
const refuse = (messageKey: Parameters<typeof validationError>[0][number]['messageKey']) => validationError([{ field: FIELD, messageKey }]);

/** Sellers' product images: the upload (checked by its bytes) and the serving to those who may see it. */
export function createProductImageService(deps: { files: FileStore }) {
  const { files } = deps;
  return {
    /**
     * Stores one image of the session's seller: a JPG, GIF or PNG by its first bytes (a swf is named and
     * refused), at most 2 MB, with a header that gives its size. Any size is taken; 1500 × 1904 is advice.
     */
    async uploadImage(opts: { session: SessionContext; form: MultipartForm }): Promise<TProductImageUploadReply> {
      const supplyEntrCd = companyOf(opts.session);
      const fields = ZProductImageUploadFields.safeParse({ editorName: opts.form.json ?? undefined });
      if (!fields.success) throw validationError([{ field: 'editorName', messageKey: 'productImage.msg.editorName' }]);
      const [file, ...more] = opts.form.files;
      if (!file) throw refuse('productImage.msg.required');
      if (more.length > 0) throw refuse('productImage.msg.tooMany');
      if (file.data.length === 0) throw refuse('productImage.msg.empty');
      const head = file.data.subarray(0, 16);
      if (isFlash(head)) throw refuse('productImage.msg.swf');
      const type = sniffFileType(head);
      if (!type || !(PRODUCT_IMAGE_RULES.types as readonly SniffedType[]).includes(type)) throw refuse('productImage.msg.type');
      if (file.data.length > PRODUCT_IMAGE_RULES.maxBytes) throw refuse('productImage.msg.tooLarge');
      const size = readImageSize(file.data, type);
      if (!size) throw refuse('productImage.msg.unreadable');
      const saved = await files.saveFile(sellerImageOwner(supplyEntrCd), {
        fileKind: SELLER_IMAGE.fileKind,
        fileNm: file.filename,
        mimeType: MIME_OF[type],
        data: file.data,
      });
      return { fileSeq: saved.fileSeq, fileUrl: productImageUrl(saved.fileSeq), ...size, fileNm: saved.fileNm, fileSize: saved.fileSize };
    },

    /**
     * One image's bytes for the seller that owns it (a master sees the seller it views) and for operators
     * (role admin), who review every seller's products. Anyone else learns nothing: 404, as for no file.
     */
    async openImage(opts: { session: SessionContext; fileSeq: number }) {
      const file = await files.readFileOfType(SELLER_IMAGE.ownerType, opts.fileSeq);
      const operator = profileOf(opts.session).roles.includes(ROLE.admin);
      if (!file || file.fileKind !== SELLER_IMAGE.fileKind || (!operator && file.ownerId !== opts.session.supplyEntrCd)) throw new AppError('NOT_FOUND');
      return file;
    },
  };
}
export type ProductImageService = ReturnType<typeof createProductImageService>;
