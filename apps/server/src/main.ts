import { buildApp } from './app.ts';
import { openConfiguredDatabase, prepareDatabase } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { OffsetClock, systemClock } from './platform/clock.ts';
import { loadModules } from './module-loader.ts';
import { createJobRuntime } from './platform/jobs/job-runtime.ts';
import { createJobsFor } from './services.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';

/** Process entry: config -> database -> buildApp -> listen; closes cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  // Where a start's time goes, in ms since the process began (logged once ready; the start bench reads it).
  const steps: Record<string, number> = { imported: Math.round(performance.now()) };
  const onStep = (step: string) => (steps[step] = Math.round(performance.now()));
  const config = loadConfig();
  // The journeys move time (the next-day jobs) only where CLOCK_CONTROL allows it; everywhere else the real clock.
  const clock = config.clockControl ? new OffsetClock() : systemClock;
  const db = await openConfiguredDatabase(config);
  onStep('dbOpen');
  const { seeded } = await prepareDatabase({ config, db, clock, onStep });
  const app = await buildApp({ config, db, clock });
  onStep('buildApp');
  await app.listen({ port: config.port, host: config.host });
  onStep('listen');
  // Durable jobs and the schedules run in every API node; the queue hands each job to one of them.
  const jobs = createJobRuntime({
    ...createJobsFor({ deps: { config, db, clock }, services: app.services, modules: await loadModules(), log: app.log }),
    log: app.log,
  });
  jobs.start();
  onStep('jobs');
  app.log.info({ startupMs: steps }, 'startup steps');

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const lines = [
    `Partner Office is running (${config.profile} profile, ${db.kind === 'pg' ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.dataDir}`})`,
    `  web: http://${shownHost}:${port}/front/`,
    `  api: http://${shownHost}:${port}/api/docs`,
  ];
  if (seeded) lines.push('  demo data seeded');
  if (config.seedDemoData && DEMO_ACCOUNTS.length > 0) {
    lines.push(`  demo accounts (password ${DEMO_PASSWORD}):`, ...DEMO_ACCOUNTS.map((a) => `    ${a.mgrId.padEnd(10)} ${a.description}`));
  }
  process.stdout.write(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await jobs.stop();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
