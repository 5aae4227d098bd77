// Reads the test runners' JSON reports into npm test's totals, the failed tests' names and each file's time.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../ensure-deps.mjs';

export const totals = { passed: 0, failed: 0, skipped: 0, failedTests: [] };
const fileTimes = [];

/**
 * Adds a vitest JSON report; `label` marks its files (say, the runtime it ran on), named from `base` (the folder
 * the suite ran in: a copy of the repository for the Node 24 half).
 */
export function addVitest(file, label = '', base = root) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const name = `${label}${path.relative(base, suite.name)}`;
    if (suite.startTime && suite.endTime)
      fileTimes.push({ file: name, seconds: (suite.endTime - suite.startTime) / 1000 });
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed')
        totals.failedTests.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
    }
  }
}

/** Adds Playwright's JSON report: a spec file's time is the sum of its tests' runs. */
export function addPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
  const specTimes = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const results = spec.tests?.flatMap((test) => test.results ?? []) ?? [];
      const name = `e2e/specs/${spec.file}`;
      specTimes.set(
        name,
        (specTimes.get(name) ?? 0) + results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
      );
      if (!spec.ok) {
        const error = results.find((result) => result.error)?.error;
        totals.failedTests.push(`${name} > ${spec.title}: ${firstLine([error?.message])}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const [name, ms] of specTimes) fileTimes.push({ file: name, seconds: ms / 1000 });
}

export function slowestFiles(count) {
  return [...fileTimes].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

function firstLine(messages) {
  return String(messages?.[0] ?? '')
    .split('\n')[0]
    .slice(0, 300);
}
