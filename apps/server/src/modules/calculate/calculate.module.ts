import { defineModule } from '@/platform/modules/module-manifest.ts';
import { joinParts } from '@/platform/modules/module-part.ts';
import type { CalculatePart } from './calculate-part.ts';
import * as calculateTables from './calculate.tables.ts';
import { settlementAdminPart } from './settlement-admin.part.ts';
import { settlementReadPart } from './settlement-read.part.ts';
import { settlementRunPart } from './settlement-run.part.ts';

const PARTS: readonly CalculatePart[] = [settlementRunPart, settlementReadPart, settlementAdminPart];

/**
 * Settlements, tax invoices and VAT (issue 14): the monthly run over the order lines and claims, the seller's
 * lists and statement, and the operator's adjustments, holds, rates and publishing.
 */
export const manifest = defineModule({
  name: 'calculate',
  needs: ['supply', 'code', 'order'],
  ...joinParts(PARTS),
  tables: [calculateTables],
});
