// Totals every suite's report in a results folder into the one line CI reads: `N passed, N failed`.
// A suite whose report is missing (it crashed before writing one) counts as one failure.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-results';
let passed = 0;
let failed = 0;
const lines = [];
// The names of what failed, printed just above the totals so that a CI log's tail says what to look at.
const failures = [];
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) =>
  String(text ?? '')
    .replace(ANSI_COLOUR, '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);
const read = (file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

const gates = fs.existsSync(path.join(dir, 'gates.txt')) ? fs.readFileSync(path.join(dir, 'gates.txt'), 'utf8').trim().split('\n') : [];
for (const line of gates.filter(Boolean)) {
  const [name, result] = line.split(' ');
  if (result === 'pass') passed++;
  else failed++;
  lines.push(`  ${name.padEnd(22)} ${result}`);
}

for (const [file, label] of [
  ['vitest.json', 'unit+web+api (PGlite)'],
  ['vitest-pg.json', 'api (PostgreSQL server)'],
]) {
  if (!fs.existsSync(path.join(dir, file))) {
    if (file === 'vitest.json') {
      failed++;
      lines.push(`  ${label.padEnd(22)} no report`);
    }
    continue;
  }
  const r = read(file);
  for (const f of r.testResults ?? []) {
    const where = path.relative(process.cwd(), f.name ?? '');
    if (f.status === 'failed' && (f.assertionResults ?? []).length === 0) failures.push(`${label}: ${where}: ${firstLine(f.message)}`);
    for (const a of f.assertionResults ?? []) {
      if (a.status === 'failed') failures.push(`${label}: ${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
  }
  // A file that failed to load has no tests but is a failed suite: count it.
  const brokenFiles = (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  passed += r.numPassedTests;
  failed += r.numFailedTests + brokenFiles;
  lines.push(`  ${label.padEnd(22)} ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed`);
}

if (fs.existsSync(path.join(dir, 'e2e.json'))) {
  const report = read('e2e.json');
  const s = report.stats;
  const errors = (report.errors ?? []).length;
  for (const e of report.errors ?? []) failures.push(`browser journeys: ${firstLine(e.message)}`);
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        if (t.status === 'unexpected' || t.status === 'flaky')
          failures.push(`browser journeys: ${spec.file} > ${spec.title}: ${firstLine(last?.error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  passed += s.expected;
  failed += s.unexpected + s.flaky + errors;
  lines.push(`  ${'browser journeys'.padEnd(22)} ${s.expected} passed, ${s.unexpected + s.flaky + errors} failed`);
} else {
  failed++;
  lines.push(`  ${'browser journeys'.padEnd(22)} no report`);
}

if (failures.length > 0) {
  console.log('failed:');
  for (const f of failures.slice(0, 30)) console.log(`  ${f}`);
  if (failures.length > 30) console.log(`  ... and ${failures.length - 30} more`);
}
console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
