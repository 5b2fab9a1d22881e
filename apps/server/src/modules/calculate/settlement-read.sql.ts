import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SAC_ROW_KINDS } from '@po/contracts';
import { settlementRows } from './calculate.tables.ts';

// The ledger's columns and sums as the settlement reads select them (settlement-read.repository.ts).

export const r = settlementRows;
/** A won sum of the ledger: bigint in SQL, a number here (a seller's month stays far below 2^53). */
export const sum = (col: AnyPgColumn) => sql<number>`coalesce(sum(${col}), 0)::bigint`.mapWith(Number);
/** The same sum over the rows that match a condition. */
export const sumWhere = (col: AnyPgColumn, cond: SQL) => sql<number>`coalesce(sum(${col}) filter (where ${cond}), 0)::bigint`.mapWith(Number);
/** The statement's order of kinds (contracts SAC_ROW_KINDS), not the text order of the codes. */
export const kindOrderOf = (kind: AnyPgColumn) =>
  sql`array_position(array[${sql.join(
    SAC_ROW_KINDS.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[], ${kind})`;
export const kindOrder = kindOrderOf(r.kind);

/** The money columns every grouping of rows shows. */
export const rowSums = {
  cnt: count(),
  saleAmt: sum(r.saleAmt),
  feeAmt: sum(r.feeAmt),
  supplyBurdenAmt: sum(r.supplyBurdenAmt),
  seCpnAmt: sum(r.seCpnAmt),
  EGM: sum(r.egmAmt),
  lfBurdenAmt: sum(r.lfBurdenAmt),
  deliveryAmt: sum(r.deliveryAmt),
  extraDeliveryAmt: sum(r.extraDeliveryAmt),
  calcFee: sum(r.calcFee),
  holdAmt: sum(r.holdAmt),
  totalAmt: sum(r.totalAmt),
};

/** One ledger row as the statement and the open-market list show it (the reason is rendered by the service). */
export const rowColumns = {
  sacRowSq: r.sacRowSq,
  settleYm: r.settleYm,
  kind: r.kind,
  saleDt: r.saleDt,
  ordNo: r.ordNo,
  ordDtlSq: r.ordDtlSq,
  claimSq: r.claimSq,
  prodCd: r.prodCd,
  prodNm: r.prodNm,
  qty: r.qty,
  saleAmt: r.saleAmt,
  sellFeeRate: r.sellFeeRate,
  feeAmt: r.feeAmt,
  supplyBurdenAmt: r.supplyBurdenAmt,
  seCpnAmt: r.seCpnAmt,
  EGM: r.egmAmt,
  lfBurdenAmt: r.lfBurdenAmt,
  deliveryAmt: r.deliveryAmt,
  extraDeliveryAmt: r.extraDeliveryAmt,
  calcFee: r.calcFee,
  holdAmt: r.holdAmt,
  totalAmt: r.totalAmt,
  totalUsd: r.totalUsd,
  payKindCd: r.payKindCd,
  reasonKey: r.reasonKey,
  reasonParams: r.reasonParams,
};
