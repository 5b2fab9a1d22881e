import net from 'node:net';
import pg from 'pg';
import { adminUrl } from './test-db.ts';

/**
 * Fault injection on the PostgreSQL server: ends every connection to one database, as an operator's
 * pg_terminate_backend, a failover or a restart would.
 */
export async function openTerminator(dbName: string) {
  // Only ever a test's own database (po_t_..., po_f_...), never a shared one.
  if (!/^po_[a-z]_\w+$/.test(dbName)) throw new Error(`not a test database: ${dbName}`);
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  const ended: number[] = [];
  return {
    /** Signals every backend of the database to end, without waiting; answers how many it signalled. */
    async terminateAll(): Promise<number> {
      // The victims are chosen first (materialized): in a single WHERE the planner may call
      // pg_terminate_backend before the database filter, on every connection of the server.
      const r = await admin.query<{ pid: number }>(
        `with victims as materialized (select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid())
         select pid from victims where pg_terminate_backend(pid)`,
        [dbName],
      );
      ended.push(...r.rows.map((row) => row.pid));
      return r.rows.length;
    },
    /** Waits until every backend signalled so far has exited, so what follows sees them dropped. */
    async settle(): Promise<void> {
      await waitUntil('the ended backends are gone', async () => {
        const r = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where pid = any($1::int[])', [ended]);
        return r.rows[0]?.n === 0;
      });
    },
    close: () => admin.end(),
  };
}

export type Terminator = Awaited<ReturnType<typeof openTerminator>>;

/**
 * Starts every call at once and ends the database's connections each time another `every` calls have
 * answered, while some are still running: the drops land on work in flight. Answers the results in
 * call order, how many rounds of drops ran and how many backends they ended; the ended backends are
 * gone when it returns.
 */
export async function runWithDrops<T>(calls: (() => Promise<T>)[], terminator: Terminator, every: number) {
  let answered = 0;
  const waiters: { at: number; wake: () => void }[] = [];
  const answeredAtLeast = (at: number) => new Promise<void>((wake) => (answered >= at ? wake() : waiters.push({ at, wake })));
  const all = Promise.all(
    calls.map(async (call) => {
      try {
        return await call();
      } finally {
        answered++;
        for (const w of waiters.filter((x) => answered >= x.at)) w.wake();
      }
    }),
  );
  let rounds = 0;
  let ended = 0;
  for (let at = 1; at < calls.length; at += every) {
    await Promise.race([answeredAtLeast(at), all.catch(() => {})]);
    if (answered >= calls.length) break;
    ended += await terminator.terminateAll();
    rounds++;
  }
  const results = await all;
  await terminator.settle();
  return { results, rounds, ended };
}

/** Polls until check() holds; fails after timeoutMs rather than waiting forever. */
export async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * A TCP proxy in front of the PostgreSQL server that can lose a COMMIT's answer (the server commits,
 * the client sees its connection drop) or lose the COMMIT itself (the server never gets it): the two
 * sides of the one moment a dropped connection leaves in doubt.
 */
export async function startCommitCutter(upstream: URL) {
  // Drizzle sends COMMIT as a simple query: 'Q', its length (4 + 7), "commit" and a NUL.
  const COMMIT = Buffer.concat([Buffer.from([0x51, 0, 0, 0, 11]), Buffer.from('commit\0', 'latin1')]);
  let armed: 'after' | 'before' | null = null;
  let cuts = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const up = net.connect(Number(upstream.port || 5432), upstream.hostname);
    for (const s of [client, up]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    let cut = false;
    client.on('data', (buf) => {
      if (cut) return;
      if (armed && buf.includes(COMMIT)) {
        const mode = armed;
        armed = null;
        cut = true;
        cuts++;
        if (mode === 'after')
          up.write(buf, () => up.end()); // the server commits, then sees the end
        else up.destroy(); // the server sees the end inside the transaction, and rolls back
        client.destroy();
        return;
      }
      up.write(buf);
    });
    up.on('data', (buf) => {
      if (!cut) client.write(buf);
    });
    client.on('close', () => up.end());
    up.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    /** The URL of a database through the proxy. */
    url(dbName: string): string {
      const u = new URL(upstream);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      u.pathname = `/${dbName}`;
      return u.toString();
    },
    /** The next COMMIT reaches the server, and its answer is lost. */
    loseNextCommitAnswer: () => (armed = 'after'),
    /** The next COMMIT is lost before it reaches the server. */
    loseNextCommit: () => (armed = 'before'),
    cuts: () => cuts,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
