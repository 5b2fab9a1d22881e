import type pg from 'pg';

/** Values of the largest seller's own data for the filters of the checked calls (null where it has none). */
export interface PlanSamples {
  supplyEntrCd: string;
  ordNo: string | null;
  claimOrdNo: string | null;
  invoiceNo: string | null;
  buyerNm: string | null;
  rcpNm: string | null;
  prodCd: string | null;
  supplyProdCd: string | null;
  prodNmWord: string | null;
  brandCd: string | null;
  categoryId: string | null;
  priceChangeProdCd: string | null;
  deliveryLocCd: string | null;
  dlcstPlcyCd: string | null;
  invoiceJobId: string | null;
  excelJobId: string | null;
  jobId: string | null;
}

/** The seller with the most order lines and products: its calls are the slowest ones if any are. */
export async function findLargestSeller(client: pg.ClientBase): Promise<string> {
  const r = await client.query<{ supply_entr_cd: string }>(
    `select supply_entr_cd from (select supply_entr_cd, count(*) as n from ord_dtl group by 1
       union all select supply_entr_cd, count(*) from product group by 1) t
     group by 1 order by sum(n) desc limit 1`,
  );
  if (!r.rows[0]) throw new Error('plans: the database has no order lines and no products');
  return r.rows[0].supply_entr_cd;
}

/** Reads one value of each kind; a line from the middle of the seller's history rather than its newest. */
export async function readPlanSamples(client: pg.ClientBase, supplyEntrCd: string): Promise<PlanSamples> {
  const one = async (sql: string): Promise<string | null> => {
    // Every sample is read as text (::text in the statement or a text column).
    const r = await client.query<{ v: string | null }>(sql, [supplyEntrCd]);
    return r.rows[0]?.v ?? null;
  };
  const line = `from ord_dtl where supply_entr_cd = $1 order by ord_dt desc offset 500 limit 1`;
  return {
    supplyEntrCd,
    ordNo: await one(`select ord_no as v ${line}`),
    claimOrdNo: await one(`select ord_no as v from ord_claim where supply_entr_cd = $1 order by req_dt desc limit 1`),
    invoiceNo: await one(`select invoice_no as v from ord_dtl where supply_entr_cd = $1 and invoice_no is not null order by ord_dt desc offset 100 limit 1`),
    buyerNm: await one(`select buyer_nm as v ${line}`),
    rcpNm: await one(`select rcp_nm as v ${line}`),
    prodCd: await one(`select prod_cd as v from product where supply_entr_cd = $1 order by reg_dt desc offset 100 limit 1`),
    supplyProdCd: await one(`select supply_prod_cd as v from product where supply_entr_cd = $1 order by reg_dt desc offset 100 limit 1`),
    // A word of a product's name (its longest), as a seller types one.
    prodNmWord: await one(`select w as v from product, regexp_split_to_table(prod_nm, '\\s+') w where supply_entr_cd = $1 order by length(w) desc, w limit 1`),
    brandCd: await one(`select brand_cd as v from product where supply_entr_cd = $1 group by 1 order by count(*) desc limit 1`),
    categoryId: await one(`select left(standard_category_id, 4) as v from product where supply_entr_cd = $1 group by 1 order by count(*) desc limit 1`),
    priceChangeProdCd: await one(`select prod_cd as v from product_price_change where supply_entr_cd = $1 group by 1 order by count(*) desc limit 1`),
    deliveryLocCd: await one(`select delivery_loc_cd as v from delivery_loc where supply_entr_cd = $1 limit 1`),
    dlcstPlcyCd: await one(`select dlcst_plcy_cd as v from dlcst_plcy where supply_entr_cd = $1 limit 1`),
    invoiceJobId: await one(`select job_id::text as v from invoice_upload where supply_entr_cd = $1 order by created_at desc limit 1`),
    excelJobId: await one(`select job_id::text as v from product_excel_upload where supply_entr_cd = $1 order by created_at desc limit 1`),
    jobId: await one(`select id::text as v from job where supply_entr_cd = $1 order by created_at desc limit 1`),
  };
}
