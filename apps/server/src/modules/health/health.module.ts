import { defineModule } from '@/platform/modules/module-manifest.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness. */
export const manifest = defineModule({
  name: 'health',
  routes: ({ deps }) => [healthRoutes({ db: deps.db })],
});
