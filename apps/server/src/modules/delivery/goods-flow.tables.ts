import { bigint, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { authorColumns } from './delivery-loc.tables.ts';

/**
 * The goods-flow (automatic return pickup) contract of a shipping site, at most one per site. Status:
 * REGISTERED (saved by the seller) -> REQUESTED (awaiting approval) -> APPROVED | REJECTED.
 */
export const goodsFlowContracts = pgTable(
  'goods_flow_contract',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    deliveryLocCd: text('delivery_loc_cd').notNull(),
    contractNo: text('contract_no').notNull(),
    contractCustNo: text('contract_cust_no').notNull(),
    fareType: text('fare_type').notNull(),
    mdNm: text('md_nm').notNull(),
    gfStsCd: text('gf_sts_cd', { enum: ['REGISTERED', 'REQUESTED', 'APPROVED', 'REJECTED'] }).notNull(),
    verifiedResultMsg: text('verified_result_msg'),
    rejectReason: text('reject_reason'),
    /** By when a rejected seller should renew the contract details (set by the operator, optional). */
    renewDt: date('renew_dt', { mode: 'string' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    ...authorColumns(),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.deliveryLocCd] }), index('goods_flow_contract_sts_idx').on(t.supplyEntrCd, t.gfStsCd)],
);

/** Pickup fares of a contract per box size, in won: credit/prepaid (shsc), cash on delivery (bh), return (rt). */
export const goodsFlowBoxFares = pgTable(
  'goods_flow_box_fare',
  {
    supplyEntrCd: text('supply_entr_cd').notNull(),
    deliveryLocCd: text('delivery_loc_cd').notNull(),
    boxSize: text('box_size').notNull(),
    shscFare: bigint('shsc_fare', { mode: 'number' }),
    bhFare: bigint('bh_fare', { mode: 'number' }),
    rtFare: bigint('rt_fare', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.supplyEntrCd, t.deliveryLocCd, t.boxSize] })],
);
