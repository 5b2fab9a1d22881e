// The scale bench's own statements on the generated mall: whom to sign in as, which order to open, the SMS code the
// product wrote, and the facts the report prints. Sent with pg directly: none of them is a call of the product.
import type pg from 'pg';

export interface LargestSeller {
  supplyEntrCd: string;
  loginId: string;
  phone: string;
  lines: number;
}

/** The seller with the most order lines and its first account that signs in with an SMS code to a phone in use. */
export async function findLargestSeller(client: pg.ClientBase): Promise<LargestSeller> {
  const { rows } = await client.query<LargestSeller>(
    `with biggest as (
       select supply_entr_cd, count(*)::int as lines from ord_dtl group by supply_entr_cd order by lines desc limit 1)
     select b.supply_entr_cd as "supplyEntrCd", m.mgr_id as "loginId", p.sphone as phone, b.lines
     from biggest b
     join mgr m on m.supply_entr_cd = b.supply_entr_cd and not m.inactive and not m.is_master and m.sms_auth_required
     join auth_phone p on p.mgr_id = m.mgr_id and p.sphone_use_yn = 'Y'
     order by m.mgr_id, p.created_at limit 1`,
  );
  const seller = rows[0];
  if (!seller) throw new Error('scale bench: the database has no seller with order lines and an account with a phone');
  return seller;
}

/**
 * Accounts of the sellers with the most lines after the measured one's, one per seller, signed in by password alone
 * (the generated sellers share one password): the sign-in case gives each connection its own account.
 */
export async function findOtherLoginIds(client: pg.ClientBase, except: string, count: number): Promise<string[]> {
  const { rows } = await client.query<{ mgr_id: string }>(
    `select mgr_id from (
       select distinct on (m.supply_entr_cd) m.mgr_id, s.lines
       from mgr m join (select supply_entr_cd, count(*) as lines from ord_dtl group by supply_entr_cd) s on s.supply_entr_cd = m.supply_entr_cd
       where m.mgr_id <> $1 and not m.inactive and not m.is_master and not m.is_ec_monitor
       order by m.supply_entr_cd, m.mgr_id) t
     order by lines desc, mgr_id limit $2`,
    [except, count],
  );
  return rows.map((r) => r.mgr_id);
}

/** An order of the seller with the most lines among those that carry a claim (the detail's heaviest case). */
export async function findDetailOrder(client: pg.ClientBase, supplyEntrCd: string): Promise<string> {
  const { rows } = await client.query<{ ord_no: string }>(
    `select d.ord_no from ord_dtl d
     where d.supply_entr_cd = $1 and exists (select 1 from ord_claim c where c.supply_entr_cd = $1 and c.ord_no = d.ord_no)
     group by d.ord_no order by count(*) desc, d.ord_no limit 1`,
    [supplyEntrCd],
  );
  const ordNo = rows[0]?.ord_no;
  if (!ordNo) throw new Error(`scale bench: seller ${supplyEntrCd} has no order with a claim`);
  return ordNo;
}

/** The seller's last settled month (null before any run): its statement and the settlement list are measured. */
export async function findLastSettledMonth(client: pg.ClientBase, supplyEntrCd: string): Promise<string | null> {
  const { rows } = await client.query<{ ym: string | null }>('select max(settle_ym) as ym from sac_month where supply_entr_cd = $1', [supplyEntrCd]);
  return rows[0]?.ym ?? null;
}

/** A word of one of the seller's product names, for the name search (the second word: the first is often a brand). */
export async function findProductWord(client: pg.ClientBase, supplyEntrCd: string): Promise<string> {
  const { rows } = await client.query<{ prod_nm: string }>('select prod_nm from product where supply_entr_cd = $1 order by prod_cd limit 1', [supplyEntrCd]);
  const words = (rows[0]?.prod_nm ?? '').split(/\s+/).filter((w) => w.length >= 2);
  return words[1] ?? words[0] ?? '';
}

/** The newest code the product's SMS driver wrote to one of an account's phones (its message ends with `[code]`). */
export async function readSmsCode(client: pg.ClientBase, mgrId: string): Promise<string> {
  const { rows } = await client.query<{ message: string }>(
    'select message from sms_outbox where phone in (select sphone from auth_phone where mgr_id = $1) order by id desc limit 1',
    [mgrId],
  );
  const code = /\[(\d+)\]\s*$/.exec(rows[0]?.message ?? '')?.[1];
  if (!code) throw new Error(`scale bench: no SMS code in the outbox for ${mgrId}`);
  return code;
}

/**
 * A reused mall is signed into by every run, and the product sends one phone at most 5 codes an hour: the bench
 * forgets the account's earlier sends (a limit it does not measure) so that a sixth run within the hour signs in.
 */
export async function forgetSmsSends(client: pg.ClientBase, mgrId: string): Promise<void> {
  await client.query('delete from sms_verification where phone in (select sphone from auth_phone where mgr_id = $1)', [mgrId]);
}

/**
 * The generated mall is the whole data set: the product started in the test profile must not add the demo sellers
 * and orders to it. The demo seeding runs once per database and remembers it here, so this says it already ran.
 */
export async function markDemoDataSeeded(client: pg.ClientBase): Promise<void> {
  await client.query(`insert into app_meta (key, value) values ('demo_seeded_at', '"none: a generated scale mall"'::jsonb) on conflict (key) do nothing`);
}

export async function readServerVersion(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ v: string }>('select version() as v');
  return rows[0]?.v ?? 'unknown';
}

/** Order lines and sellers of the mall (the sizes the report prints for a reused database). */
export async function countMall(client: pg.ClientBase): Promise<{ lines: number; sellers: number }> {
  const { rows } = await client.query<{ lines: number; sellers: number }>(
    'select (select count(*) from ord_dtl)::int as lines, (select count(*) from supply_entr)::int as sellers',
  );
  return rows[0] ?? { lines: 0, sellers: 0 };
}
