import { defineModule } from '@/platform/modules/module-manifest.ts';
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
  // Parts are joined in order: a later part reads an earlier part's services from the container.
  services: (deps, s) => {
    const out: Record<string, unknown> = {};
    // The container checks each read against `needs`; the parts' own services are read from here first.
    const view = new Proxy(s, { get: (target, key) => (typeof key === 'string' && key in out ? out[key] : (Reflect.get(target, key) as unknown)) });
    for (const part of PARTS) Object.assign(out, part.services?.(deps, view));
    return out;
  },
  routes: (ctx) => PARTS.flatMap((p) => p.routes?.(ctx) ?? []),
  jobs: (s) => PARTS.flatMap((p) => p.jobs?.(s) ?? []),
  jobHandlers: (s) => PARTS.flatMap((p) => p.jobHandlers?.(s) ?? []),
  tables: [calculateTables],
});
