import { defineModule } from '@/platform/modules/module-manifest.ts';
import { publicFileRoutes } from './public-file.routes.ts';
import { createPublicFileService, type PublicFileService } from './public-file.service.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    publicFiles: PublicFileService;
  }
}

/** Public downloads (forms and guides). */
export const manifest = defineModule({
  name: 'file',
  services: () => ({ publicFiles: createPublicFileService() }),
  routes: ({ services }) => [publicFileRoutes({ publicFiles: services.publicFiles })],
});
