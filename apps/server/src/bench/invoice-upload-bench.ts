// The bulk invoice upload of `npm run bench` (issue 12: 5,000 rows from upload to job complete in 10 s or less). It
// runs on a PostgreSQL server database it creates and drops (BENCH_PG_URL, by default the local server with trust
// auth), as the budget is about a server database. The preparing lines are written straight into the tables (the
// setup is not what is measured); the upload then goes through the service and the app's own job worker.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { prepareDatabase } from '@/bootstrap.ts';
import { loadConfig } from '@/config.ts';
import { loadModules } from '@/module-loader.ts';
import { orderLines, orders } from '@/modules/order/order.tables.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { systemClock } from '@/platform/clock.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { createJobsFor } from '@/services.ts';
import { invoiceSheet } from '@/test/invoice-sheets.ts';

const ROWS = Number(process.env.BENCH_INVOICE_ROWS ?? 5_000);
const LINES_PER_ORDER = 2;
const SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `n` preparing lines of one seller, two per order, inserted in chunks. */
async function seedPreparingLines(db: Awaited<ReturnType<typeof openDatabase>>, supplyEntrCd: string, n: number) {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  const keys: { ordNo: string; ordDtlSq: number }[] = [];
  for (let start = 0; start < n; start += 1_000) {
    const ords: (typeof orders.$inferInsert)[] = [];
    const lines: (typeof orderLines.$inferInsert)[] = [];
    for (let i = start; i < Math.min(n, start + 1_000); i += LINES_PER_ORDER) {
      const ordNo = `BENCH${String(i).padStart(10, '0')}`;
      ords.push({
        ordNo,
        ordDt: now,
        payDt: now,
        payKindCd: 'CARD',
        buyerNm: '김구매',
        buyerMobile: '01012345678',
        rcpNm: '이수령',
        rcpZip: '06236',
        fixAddr: '서울특별시 강남구 테헤란로 152',
        dtlAddr: '12층',
        rcpMobile: '01098765432',
        ordMemo: '',
        requestHash: ordNo,
        createdDt: now,
      });
      for (let sq = 1; sq <= LINES_PER_ORDER && i + sq - 1 < n; sq++) {
        keys.push({ ordNo, ordDtlSq: sq });
        lines.push({
          ordNo,
          ordDtlSq: sq,
          supplyEntrCd,
          ordDt: now,
          payDt: now,
          buyerNm: '김구매',
          rcpNm: '이수령',
          prodCd: 'P1',
          prodOptionCd: 'P1001',
          supplyProdCd: 'S1',
          prodNm: '벤치 상품',
          brandCd: 'B1',
          ordDtlStsCd: '35',
          ordQty: 1,
          prodPrice: 10_000,
          ordAmt: 10_000,
          realOrdAmt: 10_000,
          sellFeeRate: '10',
          deliveryLocCd: 'DL0001',
          giPrrnDt: day,
          deliveryExpectDt: day,
          upDt: now,
        });
      }
    }
    await db.q.insert(orders).values(ords);
    await db.q.insert(orderLines).values(lines);
  }
  return keys;
}

export async function benchInvoiceUpload(): Promise<void> {
  const name = `po_bench_invoice_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: SERVER });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`invoice upload: no PostgreSQL server at ${SERVER.replace(/\/\/[^@]*@/, '//')} (${(err as Error).message}); skipped`);
    return;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'pg', url: url.toString() });
  try {
    const config = loadConfig({ APP_PROFILE: 'test', WEB_DIST_DIR: '/nonexistent' });
    const { services } = await prepareDatabase({ config, db, clock: systemClock });
    const supplyEntrCd = 'XB00002';
    await services.supply.createSupplyEntr({ supplyEntrCd, supplyEntrNm: '송장벤치', ownerNm: '대표', bizGb: 'C', bizNo: '1018100002', entrStsCd: '30' });
    const keys = await seedPreparingLines(db, supplyEntrCd, ROWS);
    // One invoice per order (its two lines in one parcel), as 12-digit numbers kept as text.
    const data = await invoiceSheet(keys.map((k, i) => [k.ordNo, String(k.ordDtlSq), '04', String(600_000_000_000 + Math.floor(i / LINES_PER_ORDER))]));
    const session: SessionContext = { idHash: '', mgrId: 'bench', state: 'active', supplyEntrCd, data: {} };
    const jobs = createJobsFor({ deps: { config, db, clock: systemClock }, services, modules: await loadModules(), log: pino({ level: 'warn' }) });

    const t0 = performance.now();
    const { jobId } = await services.invoiceUploads.startUpload({ session, form: { json: {}, files: [{ filename: 'bench.xlsx', data }] }, lang: 'ko' });
    await jobs.worker.drain();
    const seconds = (performance.now() - t0) / 1000;
    const r = await services.invoiceUploads.getUpload({ session, jobId, lang: 'ko' });

    // The same sheet again: every row already registered, nothing written.
    const t1 = performance.now();
    const again = await services.invoiceUploads.startUpload({ session, form: { json: {}, files: [{ filename: 'bench.xlsx', data }] }, lang: 'ko' });
    await jobs.worker.drain();
    const secondsAgain = (performance.now() - t1) / 1000;
    const r2 = await services.invoiceUploads.getUpload({ session, jobId: again.jobId, lang: 'ko' });
    console.log(
      `invoice upload: ${r.rowCnt} rows, ${r.okCnt} registered, ${r.failedCnt} failed (file ${(data.length / 1024).toFixed(0)} kB) in ${seconds.toFixed(1)} s ` +
        `(budget 10 s); the same sheet again: ${r2.alreadyCnt} already registered in ${secondsAgain.toFixed(1)} s`,
    );
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}
