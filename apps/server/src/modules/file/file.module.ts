import { defineModule } from '@/platform/modules/module-manifest.ts';
import { productImageRoutes } from './product-image.routes.ts';
import { createProductImageService, type ProductImageService } from './product-image.service.ts';
import { publicFileRoutes } from './public-file.routes.ts';
import { createPublicFileService, type PublicFileService } from './public-file.service.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    publicFiles: PublicFileService;
    productImages: ProductImageService;
  }
}

/** Public downloads (forms and guides) and the sellers' product images (upload and serving). */
export const manifest = defineModule({
  name: 'file',
  services: (_deps, s) => ({ publicFiles: createPublicFileService(), productImages: createProductImageService({ files: s.files }) }),
  routes: ({ services }) => [publicFileRoutes({ publicFiles: services.publicFiles }), productImageRoutes({ images: services.productImages })],
});
