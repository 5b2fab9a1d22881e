import { z } from 'zod';

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
  recommended: { width: 1500, height: 1904 },
} as const;

export const ZProductImage = z.object({
  fileSeq: z.number({ error: 'product.msg.image' }).int({ error: 'product.msg.image' }).positive({ error: 'product.msg.image' }),
});

/** The images of a product in display order (the first is the main image); one file once. */
export const ZProductImages = z
  .array(ZProductImage, { error: 'product.msg.imageCount' })
  .min(PRODUCT_IMAGE_RULES.minCount, { error: 'product.msg.imageCount' })
  .max(PRODUCT_IMAGE_RULES.maxCount, { error: 'product.msg.imageCount' })
  .refine((list) => new Set(list.map((i) => i.fileSeq)).size === list.length, { error: 'product.msg.imageDuplicate' });

/**
 * The images a registration may carry: none to three. There is no image upload route yet, so a product is
 * registered without images and gets them afterwards (the update keeps ZProductImages' one to three).
 */
export const ZRegisterProductImages = z
  .array(ZProductImage, { error: 'product.msg.imageCount' })
  .max(PRODUCT_IMAGE_RULES.maxCount, { error: 'product.msg.imageCount' })
  .refine((list) => new Set(list.map((i) => i.fileSeq)).size === list.length, { error: 'product.msg.imageDuplicate' })
  .default([]);
