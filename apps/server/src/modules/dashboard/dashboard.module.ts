import { defineModule } from '@/platform/modules/module-manifest.ts';
import * as dashboardTables from './dashboard.tables.ts';

export const manifest = defineModule({
  name: 'dashboard',
  tables: [dashboardTables],
});
