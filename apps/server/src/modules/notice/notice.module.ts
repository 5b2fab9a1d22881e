import { defineModule } from '@/platform/modules/module-manifest.ts';
import * as noticeTables from './notice.tables.ts';

export const manifest = defineModule({
  name: 'notice',
  tables: [noticeTables],
});
