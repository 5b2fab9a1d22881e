// The scale bench's table and its JSON file (bench-results/scale-<ISO time>.json at the repository's root).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FloorFigures } from './database-floor.ts';
import type { HttpFigures } from './measure-http.ts';
import type { CaseKind } from './scale-cases.ts';

/** One case at one concurrency, with its floors and what the bench makes of them. */
export interface ScaleRow {
  name: string;
  kind: CaseKind;
  http: HttpFigures;
  /** null when the call writes (its statements cannot be replayed) or sends none. */
  dbFloor: FloorFigures | null;
  fastifyFloor: HttpFigures;
  replyBytes: number;
  statements: number;
  /** The turns the statements went out in: fewer than statements when the call sends some together. */
  statementTurns: number;
  /** HTTP p95 / (database floor p95 + Fastify floor p95). */
  ratio: number | null;
  targetP95Ms: number | null;
  verdict: string;
}

export interface ScaleReport {
  startedAt: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; postgres: string; platform: string };
  sizes: { sellers: number; lines: number; sellerLines: number; supplyEntrCd: string; reusedDatabase: boolean; generatedSeconds: number };
  server: { readySeconds: number; env: Record<string, string> };
  signIn: { seconds: number };
  rows: ScaleRow[];
  mixed: HttpFigures & { cases: string[]; dbFloor: FloorFigures; targetRps: number; verdict: string };
  planCheck: { built: boolean; findings: { call: string; sql: string; problem: string }[] };
}

/** The verdict of a row: the kind's p95 target at 50 connections, and for lists the 1.5× of the floors too. */
export function judgeRow(row: Omit<ScaleRow, 'verdict'>): string {
  if (row.http.errors > 0) return `ERRORS ${row.http.errors}`;
  if (row.targetP95Ms === null || row.http.connections === 1) return '';
  const missed: string[] = [];
  if (row.http.p95 > row.targetP95Ms) missed.push(`p95 > ${row.targetP95Ms}`);
  if (row.kind === 'list' && row.ratio !== null && row.ratio > 1.5) missed.push('ratio > 1.5');
  return missed.length > 0 ? `MISSED (${missed.join(', ')})` : 'ok';
}

export function machineInfo(postgres: string): ScaleReport['machine'] {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres,
    platform: `${os.platform()} ${os.release()}`,
  };
}

const ms = (v: number | undefined | null) => (v === undefined || v === null || Number.isNaN(v) ? '-' : v.toFixed(1));

export function printTable(report: ScaleReport): void {
  const head = ['case', 'conn', 'p50', 'p95', 'p99', 'req/s', 'cpu/req', 'db p95', 'fst p95', 'ratio', 'target', 'verdict'];
  const lines = report.rows.map((r) => [
    r.name,
    String(r.http.connections),
    ms(r.http.p50),
    ms(r.http.p95),
    ms(r.http.p99),
    r.http.rps.toFixed(0),
    r.http.serverCpuMsPerRequest === null ? '-' : r.http.serverCpuMsPerRequest.toFixed(2),
    ms(r.dbFloor?.p95),
    ms(r.fastifyFloor.p95),
    r.ratio === null ? '-' : r.ratio.toFixed(2),
    r.targetP95Ms === null ? '' : `≤ ${r.targetP95Ms}`,
    r.verdict,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const show = (cells: string[]) =>
    console.log(cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
  console.log(
    '\nscale: the largest seller over HTTP (ms; cpu/req = CPU ms of the server process per reply; db = its statements replayed with pg; fst = bare Fastify, same reply size)',
  );
  show(head);
  for (const l of lines) show(l);
  const m = report.mixed;
  console.log(
    `mixed read load, ${m.connections} connections over ${m.cases.length} cases: ${m.rps.toFixed(0)} req/s (target ≥ ${m.targetRps}), p95 ${ms(m.p95)} ms, server CPU ${m.serverCpuMsPerRequest?.toFixed(2) ?? '-'} ms per reply, errors ${m.errors} — ${m.verdict}; the same mix replayed on the database alone: ${m.dbFloor.rps.toFixed(0)} calls/s, p95 ${ms(m.dbFloor.p95)} ms`,
  );
  for (const r of report.rows.filter((row) => row.http.errors > 0))
    console.log(`errors in ${r.name} at ${r.http.connections}: ${JSON.stringify(r.http.statuses)}`);
}

/** Writes the report; answers the file's path. */
export async function writeReport(report: ScaleReport): Promise<string> {
  const dir = path.resolve(import.meta.dirname, '../../../../../bench-results');
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `scale-${report.startedAt.replace(/:/g, '-')}.json`);
  await fs.writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
