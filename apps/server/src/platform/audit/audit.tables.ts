import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export type ChangeValue = string | number | null;
/** Each changed field with its value before and after. */
export type ChangeSet = Record<string, { from: ChangeValue; to: ChangeValue }>;

/**
 * Who changed what of a seller's data, and when (issue 4: "every change is recorded"). Append-only.
 * entity names the kind of row (supplyEntr, deliveryLoc, goodsFlow), entityId the row within the seller.
 */
export const changeLogs = pgTable(
  'change_log',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    changeSq: bigint('change_sq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    actorMgrId: text('actor_mgr_id').notNull(),
    actorNm: text('actor_nm').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changes: jsonb('changes').$type<ChangeSet>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.changeSq] }), index('change_log_entity_idx').on(t.supplyEntrCd, t.entity, t.changeSq)],
);
