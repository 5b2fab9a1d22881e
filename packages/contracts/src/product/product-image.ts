import { z } from 'zod';
import { ZSerialId } from '../common/ids.ts';

/**
 * Product images (spec business §5): 1 to 3, each under 2 MB, recommended 1500 × 1904 (the mall's 4:5
 * portrait frame). The type is read from the magic bytes, never from the name: JPG (jpg/jpeg), GIF, PNG.
 * The spec's list also names swf; we refuse it: no browser plays Flash since 2021, and a swf is a program,
 * not a picture, so serving one from the mall's domain would be a script the seller wrote.
 */
export const PRODUCT_IMAGE_RULES = {
  minCount: 1,
  maxCount: 3,
  maxBytes: 2 * 1024 * 1024,
  types: ['jpg', 'gif', 'png'] as const,
  /** What the browser's file box offers (the server judges the bytes, not these). */
  accept: '.jpg,.jpeg,.gif,.png',
  mimeTypes: ['image/jpeg', 'image/gif', 'image/png'] as const,
  recommended: { width: 1500, height: 1904 },
  /** `editorName` names the screen part that uploads (the image section, the description editor); free text. */
  editorNameMax: 50,
} as const;

/** Where an uploaded image is served (under /api): the seller's own session, a master viewing it, operators. */
export const PRODUCT_IMAGE_PATH = '/api/file/image/';
export const productImageUrl = (fileSeq: number): string => `${PRODUCT_IMAGE_PATH}${fileSeq}`;

export const ZProductImage = z.object({
  fileSeq: z.number({ error: 'product.msg.image' }).int({ error: 'product.msg.image' }).positive({ error: 'product.msg.image' }),
});

/**
 * The images of a product in display order (the first is the main image); one file once. Each is an
 * upload of the seller's (`POST /api/file/image/upload`), which the server checks on save.
 */
export const ZProductImages = z
  .array(ZProductImage, { error: 'product.msg.imageCount' })
  .min(PRODUCT_IMAGE_RULES.minCount, { error: 'product.msg.imageCount' })
  .max(PRODUCT_IMAGE_RULES.maxCount, { error: 'product.msg.imageCount' })
  .refine((list) => new Set(list.map((i) => i.fileSeq)).size === list.length, { error: 'product.msg.imageDuplicate' });

/** The registration's images: the same rule as the update's since the upload exists (one to three). */
export const ZRegisterProductImages = ZProductImages;

/** `POST /api/file/image/upload`: multipart, one `file` part and an optional `editorName` text part. */
export const ZProductImageUploadFields = z.object({
  editorName: z.string().trim().max(PRODUCT_IMAGE_RULES.editorNameMax, { error: 'productImage.msg.editorName' }).optional(),
});

/** The stored upload: its id for the product form, where it is served, and what its header says. */
export const ZProductImageUploadReply = z.object({
  fileSeq: z.number().int(),
  fileUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  fileNm: z.string(),
  fileSize: z.number().int(),
});
export type TProductImageUploadReply = z.infer<typeof ZProductImageUploadReply>;

/** `GET /api/file/image/:imageFileSeq`. */
export const ZProductImageParams = z.object({ imageFileSeq: ZSerialId });

/** What a file looks like to the browser before it is sent: the same type and size rules, from its name and size. */
export function checkImageInBrowser(file: {
  name: string;
  size: number;
  type: string;
}): 'productImage.msg.type' | 'productImage.msg.tooLarge' | 'productImage.msg.empty' | null {
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  // The browser's type when it knows one, else the name's extension (the server reads the bytes either way).
  const typeOk = file.type ? (PRODUCT_IMAGE_RULES.mimeTypes as readonly string[]).includes(file.type) : ['jpg', 'jpeg', 'gif', 'png'].includes(ext);
  if (!typeOk) return 'productImage.msg.type';
  if (file.size === 0) return 'productImage.msg.empty';
  if (file.size > PRODUCT_IMAGE_RULES.maxBytes) return 'productImage.msg.tooLarge';
  return null;
}
