// The 10,000-row product upload of `npm run bench` (issue 11: checked and saved in 20 s or less, RSS growth
// 200 MB or less). It runs on a PostgreSQL server database it creates and drops (BENCH_PG_URL, by default the
// local server with trust auth), as the budget is about a server database, not the embedded one.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { prepareDatabase } from '@/bootstrap.ts';
import { loadConfig } from '@/config.ts';
import { loadModules } from '@/module-loader.ts';
import type { SessionContext } from '@/platform/auth/session.service.ts';
import { systemClock } from '@/platform/clock.ts';
import { openDatabase } from '@/platform/db/open-database.ts';
import { createJobsFor } from '@/services.ts';
import { productRows, productSheet } from '@/test/product-excel-sheets.ts';
import { brandRequestBody, siteBody } from '@/test/setting-factories.ts';
import pino from 'pino';

const ROWS = Number(process.env.BENCH_EXCEL_ROWS ?? 10_000);
const SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

export async function benchProductExcelUpload(): Promise<void> {
  const name = `po_bench_excel_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: SERVER });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`product Excel upload: no PostgreSQL server at ${SERVER.replace(/\/\/[^@]*@/, '//')} (${(err as Error).message}); skipped`);
    return;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  const db = await openDatabase({ kind: 'pg', url: url.toString() });
  try {
    const config = loadConfig({ APP_PROFILE: 'test', WEB_DIST_DIR: '/nonexistent' });
    const { services } = await prepareDatabase({ config, db, clock: systemClock });
    const supplyEntrCd = 'XB00001';
    await services.supply.createSupplyEntr({ supplyEntrCd, supplyEntrNm: '엑셀벤치', ownerNm: '대표', bizGb: 'C', bizNo: '1018100001', entrStsCd: '30' });
    const session: SessionContext = { idHash: '', mgrId: 'bench', state: 'active', supplyEntrCd, data: {} };
    const { deliveryLocCd } = await services.sites.createSite({ session, body: siteBody() as never });
    const { brandRgsrRqstSeq } = await services.brands.createBrandRequest({ session, body: brandRequestBody({ deliveryLocCd }) as never });
    const { brandCd } = await services.brandReview.decide({ supplyEntrCd, brandRgsrRqstSeq, decidedBy: { mgrId: 'md', nm: 'MD' }, approved: true });

    // 2,500 products of four combinations each.
    const rows = Array.from({ length: ROWS / 4 }, (_, i) => productRows({ supplyProdCd: `BENCH-${i}`, brandCd, deliveryLocCd })).flat();
    const data = await productSheet(rows);
    global.gc?.();
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const { jobId } = await services.productExcelUploads.startUpload({
      session,
      form: { json: { mode: 'ALL' }, files: [{ filename: 'bench.xlsx', data }] },
      lang: 'ko',
    });
    const jobs = createJobsFor({ deps: { config, db, clock: systemClock }, services, modules: await loadModules(), log: pino({ level: 'warn' }) });
    await jobs.worker.drain();
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const cpu = process.cpuUsage(cpu0);
    const result = await services.productExcelUploads.getUploadResult({ session, jobId, lang: 'ko' });
    console.log(
      `product Excel upload: ${result.rowCnt} rows, ${result.savedCnt} products saved, ${result.errorCnt} errors ` +
        `(file ${(data.length / 1024).toFixed(0)} kB) in ${seconds.toFixed(1)} s (this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s); RSS growth ${mb(peak - rss0)} MB (budget 20 s, 200 MB)`,
    );
  } finally {
    await db.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}
