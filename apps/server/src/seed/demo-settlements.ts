import { addMonths } from '@po/contracts';
import { sql } from 'drizzle-orm';
import { createSettlementRunRepository } from '@/modules/calculate/settlement-run.repository.ts';
import { confirmDueOf } from '@/modules/calculate/settlement-dates.ts';
import { createSettlementRunService } from '@/modules/calculate/settlement-run.service.ts';
import { createOrderClaimRepository } from '@/modules/order/order-claim.repository.ts';
import { createOrderClaims } from '@/modules/order/order-claims.ts';
import { createOrderMoves } from '@/modules/order/order-moves.ts';
import { createOrderRepository } from '@/modules/order/order.repository.ts';
import { ManualClock } from '@/platform/clock.ts';
import { rowsOf, type Database } from '@/platform/db/database.ts';
import { addDays } from '@/platform/time/business-days.ts';
import { seoulDate } from '@/platform/time/seoul-date.ts';
import type { Services } from '@/services.ts';
import { DemoLine } from './demo-order-line.ts';

// Settled months for the demo (issue 14): every past month from the oldest demo order's month is run as the
// schedule would have run it, on its first business day, with a card-provider seller (partner03), a purchase-agency
// seller in USD (global01), an adjustment and a counterfeit hold for partner01, and a return completed on a line
// already settled, so the last month shows a refund after settlement.

const seoulAt = (day: string, time = '09:00') => new Date(`${day}T${time}:00+09:00`);
const RATE_MONTHS = 7;

/** Daily USD reference rates over the last months: deterministic values around 1,380 won. */
async function seedRates(db: Database, now: Date) {
  const today = seoulDate(now);
  const values: ReturnType<typeof sql>[] = [];
  for (let d = `${addMonths(today.slice(0, 7), -RATE_MONTHS)}-01`, i = 0; d <= today; d = addDays(d, 1), i++) {
    const rate = `${1330 + ((i * 37) % 97)}.${String((i * 53) % 100).padStart(2, '0')}`;
    values.push(sql`('USD', ${d}, ${rate}, 'FILE', 'admin01', ${seoulAt(d, '08:00')})`);
  }
  await db.q.execute(sql`insert into exchange_rate (currency, rate_dt, rate, source, created_by, created_dt) values ${sql.join(values, sql`, `)}`);
}

/** A return on a line of partner01 already settled, completed through the order core at `at` and the days after. */
async function returnSettledLine(services: Services, db: Database, at: Date) {
  const [line] = rowsOf<{ ordNo: string; ordDtlSq: number }>(
    await db.q.execute(sql`
      select d.ord_no as "ordNo", d.ord_dtl_sq as "ordDtlSq" from ord_dtl d
       where d.supply_entr_cd = 'S000001' and d.claim_qty = 0 and d.ord_qty - d.cancel_qty - d.return_qty - d.exchange_qty > 0
         and exists (select 1 from sac_row r where r.supply_entr_cd = d.supply_entr_cd and r.source_key = 'SALE:' || d.ord_no || ':' || d.ord_dtl_sq)
       order by d.delivered_dt desc, d.ord_no limit 1`),
  );
  if (!line) return;
  const clock = new ManualClock(at);
  const repo = createOrderRepository(db);
  const moves = createOrderMoves({ repo, db, clock });
  const claims = createOrderClaims({ claims: createOrderClaimRepository(db), moves, ordering: services.productOrdering, db, clock });
  const row = (await repo.listAllLines(line.ordNo)).find((l) => l.ordDtlSq === line.ordDtlSq)!;
  const life = new DemoLine({ clock, moves, claims }, row, false, true);
  const hour = (h: number) => new Date(at.getTime() + h * 3_600_000);
  const steps = [
    { kind: 'claim', at: hour(0), claimType: 'RETURN', reasonCd: '03', qty: 1 },
    { kind: 'collect', at: hour(24), deliveryEntrCd: '04', invoiceNo: '690000000001' },
    { kind: 'collected', at: hour(48) },
    { kind: 'claimComplete', at: hour(52) },
  ] as const;
  for (const step of steps) {
    clock.set(step.at);
    await life.apply(step);
  }
}

export async function seedDemoSettlements(services: Services, db: Database, now: Date): Promise<void> {
  await db.q.execute(sql`update supply_entr set kicc_yn = 'Y' where supply_entr_cd = 'S000003'`);
  await db.q.execute(sql`update supply_entr set usd_sac_use_yn = 'Y' where supply_entr_cd = 'S000004'`);
  await seedRates(db, now);
  const [oldest] = rowsOf<{ ym: string | null }>(await db.q.execute(sql`select to_char(min(ord_dt) at time zone 'Asia/Seoul', 'YYYY-MM') as ym from ord_dtl`));
  if (!oldest?.ym) return;
  const months: string[] = [];
  for (let ym = oldest.ym; seoulAt(confirmDueOf(ym)) <= now; ym = addMonths(ym, 1)) months.push(ym);
  if (months.length === 0) return;

  const clock = new ManualClock(now);
  const run = createSettlementRunService({ repo: createSettlementRunRepository(db), feed: services.settlementFeed, supply: services.supply, db, clock });
  // The operator's adjustment and hold, entered early in the month before the last one so a fixed month shows them.
  const opsDay = addDays(`${months.at(-2) ?? months.at(-1)!}-01`, 4);
  const opsAt = seoulAt(opsDay, '11:00');
  await db.q.execute(sql`insert into sac_adjustment (supply_entr_cd, amount, reason, created_by, created_dt)
    values ('S000001', 35000, '기획전 참여 판촉비 지원', 'admin01', ${opsAt})`);
  await db.q.execute(sql`insert into sac_hold (supply_entr_cd, hold_kind, amount, reason, release_due_dt, created_by, created_dt)
    values ('S000001', 'COUNTERFEIT', 120000, '위조품 신고 접수 (조사 중)', ${addDays(opsDay, 365)}, 'admin01', ${opsAt})`);

  for (const [i, ym] of months.entries()) {
    if (i === months.length - 1 && i > 0) await returnSettledLine(services, db, seoulAt(addDays(confirmDueOf(months[i - 1]!), 1), '10:00'));
    clock.set(seoulAt(confirmDueOf(ym)));
    await run.runMonth({ settleYm: ym, runBy: 'system' });
  }
}
