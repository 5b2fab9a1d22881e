// Totals every suite's report in a results folder into the one line CI reads: `N passed, N failed`.
// A suite whose report is missing (it crashed before writing one) counts as one failure.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-results';
let passed = 0;
let failed = 0;
const lines = [];
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
  // A file that failed to load has no tests but is a failed suite: count it.
  const brokenFiles = (r.testResults ?? []).filter((f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0).length;
  passed += r.numPassedTests;
  failed += r.numFailedTests + brokenFiles;
  lines.push(`  ${label.padEnd(22)} ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed`);
}

if (fs.existsSync(path.join(dir, 'e2e.json'))) {
  const s = read('e2e.json').stats;
  const errors = (read('e2e.json').errors ?? []).length;
  passed += s.expected;
  failed += s.unexpected + s.flaky + errors;
  lines.push(`  ${'browser journeys'.padEnd(22)} ${s.expected} passed, ${s.unexpected + s.flaky + errors} failed`);
} else {
  failed++;
  lines.push(`  ${'browser journeys'.padEnd(22)} no report`);
}

console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
