import { defineModule } from '@/platform/modules/module-manifest.ts';
import { jobRoutes } from './job.routes.ts';
import { createJobStatusService, type JobStatusService } from './job.service.ts';

declare module '@/platform/modules/module-manifest.ts' {
  interface Services {
    jobStatus: JobStatusService;
  }
}

/** The screens' view of durable jobs (platform/jobs): status, progress and result files. */
export const manifest = defineModule({
  name: 'job',
  services: (_deps, s) => ({ jobStatus: createJobStatusService({ jobs: s.jobs }) }),
  routes: ({ services }) => [jobRoutes({ jobStatus: services.jobStatus })],
});
